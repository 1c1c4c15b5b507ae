import type { MessagePage } from '@plateau/shared/schemas/messaging';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-hooks';
import { messagesKeys } from '../query-keys';

/**
 * Keeps the messaging screen live: a new message refreshes the conversation list and its thread
 * (refetched at once when open, and the open pane then marks it read; marked stale otherwise);
 * a read receipt refreshes the sender's thread ('Vu').
 */
export function useLiveMessages(meId: string) {
  const queryClient = useQueryClient();
  useRealtimeEvent('message.created', (event) => {
    void queryClient.invalidateQueries({ queryKey: messagesKeys.conversationLists() });
    const otherId = event.senderId === meId ? event.receiverId : event.senderId;
    // The echo of one's own send is already in the thread: nothing to refetch.
    const thread = queryClient.getQueryData<InfiniteData<MessagePage>>(messagesKeys.thread(otherId));
    const known = thread?.pages.some((page) => page.items.some((item) => item.id === event.messageId));
    if (!known) void queryClient.invalidateQueries({ queryKey: messagesKeys.thread(otherId) });
  });
  useRealtimeEvent('message.read', (event) => {
    void queryClient.invalidateQueries({ queryKey: messagesKeys.conversationLists() });
    const otherId = event.readerId === meId ? event.otherUserId : event.readerId;
    if (event.readerId === otherId) {
      void queryClient.invalidateQueries({ queryKey: messagesKeys.thread(otherId) });
    }
  });
}
