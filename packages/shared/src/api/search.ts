import { searchQuerySchema, searchResultsSchema } from '../schemas/search';
import { endpoint } from './endpoint';

/** The one search (issue 33, /recherche): talents, projects, influencer projects and articles. */
export const searchEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/api/search',
    query: searchQuerySchema,
    response: searchResultsSchema,
  }),
};
