import { routeTitles } from '@plateau/shared/rules/route-titles';
import { matchRoutes } from 'react-router';

const routes = Object.keys(routeTitles).map((path) => ({ path }));

/** The route path an address matches, by React Router's ranking ('/projets/nouveau' before '/projets/:id'). */
export function routePathOf(pathname: string): string | undefined {
  return matchRoutes(routes, pathname)?.[0]?.route.path;
}

/** The tab title of an address's route. */
export function titleOfPath(pathname: string): string | undefined {
  const path = routePathOf(pathname);
  return path === undefined ? undefined : routeTitles[path];
}
