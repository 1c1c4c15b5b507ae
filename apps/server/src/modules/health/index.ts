// The health area as other areas see it.
export { healthRoutes } from './health.routes';
