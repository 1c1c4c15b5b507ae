// The magazine area as other areas see it.
export { magazineRoutes } from './magazine.routes';
export { visibleToMembers } from './articles.service';
