import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { talentsApi } from '../api';
import { type TalentFilters, talentKeys } from '../query-keys';

/** Pages of 20 talents matching the filters, searched and filtered by the server. */
export const talentsQuery = (filters: TalentFilters) =>
  infiniteQueryOptions({
    queryKey: talentKeys.list(filters),
    queryFn: ({ pageParam, signal }) => talentsApi.page(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export function useTalents(filters: TalentFilters, enabled = true) {
  return useInfiniteQuery({ ...talentsQuery(filters), placeholderData: keepPreviousData, enabled });
}

/** Distinct sorted skills of the talents, for the skills filter. */
export const skillsQuery = () =>
  queryOptions({
    queryKey: talentKeys.skills(),
    queryFn: ({ signal }) => talentsApi.skills(signal),
    staleTime: 5 * 60_000,
  });

export function useSkills(enabled = true) {
  return useQuery({ ...skillsQuery(), select: (data) => data.skills, enabled });
}
