import { useInfiniteQuery } from '@tanstack/react-query';
import { magazineApi } from '../api';
import { magazineKeys } from '../query-keys';

/** An article's comments, oldest first, a page at a time. */
export function useComments(articleId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: magazineKeys.comments(articleId),
    queryFn: ({ pageParam, signal }) => magazineApi.comments(articleId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    enabled,
  });
}
