// The site area as other areas see it.

export { sitemapRoutes, siteRoutes } from './site.routes';
