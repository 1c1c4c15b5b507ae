// The site area as other areas see it.

export { siteRoutes } from './site.routes';
