// The dashboard area as other areas see it.
export { dashboardRoutes } from './dashboard.routes';
