import { messagingMessages as mm } from '@plateau/shared/messages/messaging.fr';
import type { DirectMessage, MessagePage } from '@plateau/shared/schemas/messaging';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from '@/lib/toaster';
import { messagesApi } from '../api';
import { messagesKeys } from '../query-keys';

/** A message typed by the member, shown at once: pending until the server confirms, or failed. */
export type OutgoingMessage = { localId: string; content: string; status: 'pending' | 'failed' };

/** Puts a confirmed message on top of the thread's newest page (once). */
function withMessage(data: InfiniteData<MessagePage> | undefined, message: DirectMessage) {
  if (!data) return data;
  if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, items: [message, ...first.items] }, ...rest] };
}

/**
 * Sends messages to one member with an optimistic echo: each appears pending at once, becomes a
 * real message on success, or stays with 'Erreur lors de l'envoi du message' and a retry.
 */
export function useOutbox(userId: string) {
  const queryClient = useQueryClient();
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);

  const deliver = useCallback(
    async (item: OutgoingMessage) => {
      try {
        const message = await messagesApi.send(userId, item.content);
        queryClient.setQueryData<InfiniteData<MessagePage>>(messagesKeys.thread(userId), (data) =>
          withMessage(data, message),
        );
        setOutgoing((list) => list.filter((entry) => entry.localId !== item.localId));
        // The conversation list follows through the send's realtime echo (messages/live.ts).
      } catch (error) {
        console.error(error);
        toast.error(mm.sendError);
        setOutgoing((list) =>
          list.map((entry) => (entry.localId === item.localId ? { ...entry, status: 'failed' } : entry)),
        );
      }
    },
    [queryClient, userId],
  );

  const send = useCallback(
    (content: string) => {
      const item: OutgoingMessage = {
        localId: crypto.randomUUID(),
        content: content.trim(),
        status: 'pending',
      };
      setOutgoing((list) => [...list, item]);
      void deliver(item);
    },
    [deliver],
  );

  const retry = useCallback(
    (localId: string) => {
      const item = outgoing.find((entry) => entry.localId === localId);
      if (!item) return;
      const pending = { ...item, status: 'pending' as const };
      setOutgoing((list) => list.map((entry) => (entry.localId === localId ? pending : entry)));
      void deliver(pending);
    },
    [deliver, outgoing],
  );

  return { outgoing, send, retry };
}
