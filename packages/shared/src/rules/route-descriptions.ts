import { pageDescriptions as d, siteDescription } from '../messages/descriptions.fr';

/**
 * The description search engines show for each public page, by route path: the server writes it into the
 * page it sends (apps/server/src/web/serve-web-app.ts); the web loads these only to update the tag when the
 * member navigates, so they stay out of the first load.
 */
export const routeDescriptions: Record<string, string> = {
  '/': d.landing,
  '/login': d.login,
  '/register': d.register,
  '/magazine': d.magazine,
  '/mentions-legales': d.legalNotice,
  '/confidentialite': d.privacy,
  '/conditions': d.terms,
  '/signaler': d.reportContent,
  '/a-propos': d.about,
  '/influencer': d.influencer,
  '/examples/glassmorphism': d.glassmorphism,
};

/** The description of a route path: its own, or the site's. */
export function descriptionOfRoute(path: string | undefined): string {
  return (path !== undefined && routeDescriptions[path]) || siteDescription;
}
