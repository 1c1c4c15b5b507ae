import { descriptionOfRoute } from '@plateau/shared/rules/route-descriptions';
import { routeTitles } from '@plateau/shared/rules/route-titles';
import { matchRoutes } from 'react-router';

const routes = Object.keys(routeTitles).map((path) => ({ path }));

/** The route path an address matches, by React Router's ranking ('/projets/nouveau' before '/projets/:id'). */
export function routePathOf(pathname: string): string | undefined {
  return matchRoutes(routes, pathname)?.[0]?.route.path;
}

/**
 * The tab title and description of an address's route (packages/shared/src/rules/route-titles.ts and
 * route-descriptions.ts), the ones the server writes into the page it sends.
 */
export function metaOfPath(pathname: string): { title: string | undefined; description: string } {
  const path = routePathOf(pathname);
  return { title: path === undefined ? undefined : routeTitles[path], description: descriptionOfRoute(path) };
}
