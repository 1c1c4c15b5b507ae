import { endpoints } from '@plateau/shared/api/index';
import { api } from '@/lib/api';

/** The one search (issue 33): GET /api/search?q=… */
export const searchApi = {
  search: (q: string, signal?: AbortSignal) => api.call(endpoints.search.search, { query: { q }, signal }),
};
