// The one search (issue 33) as app.ts sees it.
export { searchRoutes } from './search.routes';
