import { useInfiniteQuery } from '@tanstack/react-query';
import { messagesApi } from '../api';
import { messagesKeys } from '../query-keys';

/** A conversation's messages: the newest page first, older pages on demand (scrolling up). */
export function useThread(userId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: messagesKeys.thread(userId),
    queryFn: ({ pageParam, signal }) => messagesApi.thread(userId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    enabled,
    // Events reach only a mounted screen: coming back always refetches.
    staleTime: 0,
  });
}
