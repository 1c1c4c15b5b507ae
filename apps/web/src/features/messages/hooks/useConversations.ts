import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api';
import { messagesApi } from '../api';
import { messagesKeys } from '../query-keys';

/** The member's conversations, latest first, filtered by contact name, a page at a time. */
export function useConversations(q: string) {
  return useInfiniteQuery({
    queryKey: messagesKeys.conversations(q.trim()),
    queryFn: ({ pageParam, signal }) => messagesApi.conversations(q, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: 0,
  });
}

/** The other member of a conversation (404 when unknown: the user-not-found state). */
export function useConversation(userId: string | undefined) {
  return useQuery({
    queryKey: messagesKeys.conversation(userId ?? ''),
    queryFn: ({ signal }) => messagesApi.conversation(userId ?? '', signal),
    enabled: Boolean(userId),
    retry: (count, error) => count < 2 && !(error instanceof ApiRequestError && error.status === 404),
  });
}
