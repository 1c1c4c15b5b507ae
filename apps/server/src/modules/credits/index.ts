// The credits area as other areas see it.
export { proposeProjectCredits } from './credits.commands';
export { creditRoutes } from './credits.routes';
