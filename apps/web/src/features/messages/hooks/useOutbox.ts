import { messagingMessages as mm } from '@plateau/shared/messages/messaging.fr';
import type { DirectMessage, MessagePage } from '@plateau/shared/schemas/messaging';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiRequestError } from '@/lib/api';
import { toast } from '@/lib/toaster';
import { messagesApi, teamApi } from '../api';
import { messagesKeys } from '../query-keys';
import { withTeamMessage } from './useTeamConversation';

/** A message typed (or a file chosen) by the member, shown at once: pending until the server confirms, or failed. */
export type OutgoingMessage = {
  localId: string;
  content: string;
  file: File | null;
  status: 'pending' | 'failed';
};

/** Puts a confirmed message on top of the thread's newest page (once). */
function withMessage(data: InfiniteData<MessagePage> | undefined, message: DirectMessage) {
  if (!data) return data;
  if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, items: [message, ...first.items] }, ...rest] };
}

/** What an outbox sends through, and where a confirmed message goes. */
type Transport<M> = {
  sendText: (content: string) => Promise<M>;
  sendFile: (file: File) => Promise<M>;
  confirm: (message: M) => void;
};

/**
 * Sends messages and files with an optimistic echo: each appears pending at once, becomes a real message on
 * success, or stays with 'Erreur lors de l'envoi du message' (the API's own French reason for a refused
 * file: too large, wrong type) and a retry.
 */
function useOutboxOf<M>(transport: Transport<M>) {
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  const { sendText, sendFile, confirm } = transport;

  const deliver = useCallback(
    async (item: OutgoingMessage) => {
      try {
        const message = item.file ? await sendFile(item.file) : await sendText(item.content);
        confirm(message);
        setOutgoing((list) => list.filter((entry) => entry.localId !== item.localId));
      } catch (error) {
        console.error(error);
        const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
        toast.error(refused ? error.message : mm.sendError);
        setOutgoing((list) =>
          list.map((entry) => (entry.localId === item.localId ? { ...entry, status: 'failed' } : entry)),
        );
      }
    },
    [sendFile, sendText, confirm],
  );

  const add = useCallback(
    (content: string, file: File | null) => {
      const item: OutgoingMessage = { localId: crypto.randomUUID(), content, file, status: 'pending' };
      setOutgoing((list) => [...list, item]);
      void deliver(item);
    },
    [deliver],
  );
  const send = useCallback((content: string) => add(content.trim(), null), [add]);
  const sendAttachment = useCallback((file: File) => add(file.name, file), [add]);

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

  return { outgoing, send, sendAttachment, retry };
}

/** The outbox of a private conversation with one member. */
export function useOutbox(userId: string) {
  const queryClient = useQueryClient();
  const sendText = useCallback((content: string) => messagesApi.send(userId, content), [userId]);
  const sendFile = useCallback((file: File) => messagesApi.sendFile(userId, file), [userId]);
  // The conversation list follows through the send's realtime echo (messages/live.ts).
  const confirm = useCallback(
    (message: DirectMessage) =>
      queryClient.setQueryData<InfiniteData<MessagePage>>(messagesKeys.thread(userId), (data) =>
        withMessage(data, message),
      ),
    [queryClient, userId],
  );
  return useOutboxOf({ sendText, sendFile, confirm });
}

/** The outbox of a project's team conversation (issue 33). */
export function useTeamOutbox(projectId: string) {
  const queryClient = useQueryClient();
  const sendText = useCallback((content: string) => teamApi.send(projectId, content), [projectId]);
  const sendFile = useCallback((file: File) => teamApi.sendFile(projectId, file), [projectId]);
  const confirm = useCallback(
    (message: Parameters<typeof withTeamMessage>[1]) =>
      queryClient.setQueryData(
        messagesKeys.teamThread(projectId),
        (data: Parameters<typeof withTeamMessage>[0]) => withTeamMessage(data, message),
      ),
    [queryClient, projectId],
  );
  return useOutboxOf({ sendText, sendFile, confirm });
}
