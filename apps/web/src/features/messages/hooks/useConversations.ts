import type { ConversationBox } from '@plateau/shared/schemas/blocks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api';
import { messagesApi } from '../api';
import { messagesKeys } from '../query-keys';

/** The member's conversations (the main list or 'Demandes'), latest first, filtered by name, by pages. */
export function useConversations(q: string, box: ConversationBox = 'principal') {
  return useInfiniteQuery({
    queryKey: messagesKeys.conversations(q.trim(), box),
    queryFn: ({ pageParam, signal }) => messagesApi.conversations(q, box, pageParam, signal),
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
