// The users area as other areas see it.
export { demoAvatarRoutes } from './demo-avatars.routes';
export { userRoutes } from './users.routes';
