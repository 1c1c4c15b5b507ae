// The magazine area as other areas see it.

export { visibleToMembers } from './articles.service';
export { magazineRoutes } from './magazine.routes';
