import { useInfiniteQuery } from '@tanstack/react-query';
import { magazineApi } from '../api';
import { type ArticleFiltersValue, magazineKeys } from '../query-keys';

/** Published articles matching the filters, a page at a time ('Charger plus'). */
export function useArticles(filters: ArticleFiltersValue) {
  return useInfiniteQuery({
    queryKey: magazineKeys.list(filters),
    queryFn: ({ pageParam, signal }) => magazineApi.list(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}
