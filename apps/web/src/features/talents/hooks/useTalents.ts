import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { talentsApi } from '../api';
import { type TalentFilters, talentKeys } from '../query-keys';

/** Pages of 20 talents matching the filters, searched and filtered by the server. */
export function useTalents(filters: TalentFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: talentKeys.list(filters),
    queryFn: ({ pageParam, signal }) => talentsApi.page(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Distinct sorted skills of the talents, for the skills filter. */
export function useSkills(enabled = true) {
  return useQuery({
    queryKey: talentKeys.skills(),
    queryFn: ({ signal }) => talentsApi.skills(signal),
    select: (data) => data.skills,
    staleTime: 5 * 60_000,
    enabled,
  });
}
