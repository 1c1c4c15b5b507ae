// The administration area as other areas see it.
export { adminRoutes } from './admin.routes';
