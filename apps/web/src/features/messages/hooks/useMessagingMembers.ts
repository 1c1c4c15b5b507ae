import { useInfiniteQuery } from '@tanstack/react-query';
import { messagesApi } from '../api';
import { messagesKeys } from '../query-keys';

/** Other members by full name ascending, searchable, 20 at a time (the new-conversation picker). */
export function useMessagingMembers(q: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: messagesKeys.members(q.trim()),
    queryFn: ({ pageParam, signal }) => messagesApi.members(q, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    enabled,
  });
}
