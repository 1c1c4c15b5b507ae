// The connections area as other areas see it.
export { connectionRoutes } from './connections.routes';
