import type { MessagePage } from '@plateau/shared/schemas/messaging';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesApi } from '../api';
import { messagesKeys } from '../query-keys';

/** Marks read what the other member sent (when the conversation is open), then refreshes marks and badge. */
export function useMarkRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => messagesApi.markRead(userId),
    onSuccess: async (result) => {
      if (result.updated === 0) return;
      queryClient.setQueryData<InfiniteData<MessagePage>>(messagesKeys.thread(userId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.fromMe ? item : { ...item, read: true })),
              })),
            }
          : data,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesKeys.conversationLists() }),
        queryClient.invalidateQueries({ queryKey: messagesKeys.unreadCount() }),
      ]);
    },
    onError: (error) => console.error(error),
  });
}
