// The messages area as other areas see it.
export { messageRoutes } from './messages.routes';
