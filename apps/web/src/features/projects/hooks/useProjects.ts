import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { projectsApi } from '../api';
import { type ProjectFilters, projectKeys } from '../query-keys';

/** Pages of projects matching the filters, searched and filtered by the server (keyset paging). */
export const projectsQuery = (filters: ProjectFilters) =>
  infiniteQueryOptions({
    queryKey: projectKeys.list(filters),
    queryFn: ({ pageParam, signal }) => projectsApi.page(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useProjects(filters: ProjectFilters) {
  return useInfiniteQuery({ ...projectsQuery(filters), placeholderData: keepPreviousData });
}
