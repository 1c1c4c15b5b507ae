import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchApi } from '../api';
import { searchKeys } from '../query-keys';

/** The grouped results of a search (talents, projects, influencer projects, articles). */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: searchKeys.results(q),
    queryFn: ({ signal }) => searchApi.search(q, signal),
  });

export function useSearch(q: string) {
  return useQuery({ ...searchQuery(q), enabled: q !== '', placeholderData: keepPreviousData });
}
