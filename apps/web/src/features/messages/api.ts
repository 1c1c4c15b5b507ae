import { endpoints } from '@plateau/shared/api/index';
import type { ConversationBox } from '@plateau/shared/schemas/blocks';
import { api } from '@/lib/api';

const e = endpoints.messages;

/** Calls of the messaging API (spec 1 §7: messages). */
export const messagesApi = {
  /** The main list, or 'Demandes' (`box` sent only then: the main list is the page's first read). */
  conversations: (q: string, box: ConversationBox, cursor: string | undefined, signal?: AbortSignal) =>
    api.call(e.conversations, {
      query: { q: q.trim() || undefined, box: box === 'demandes' ? box : undefined, cursor },
      signal,
    }),
  /** The badge's unread conversations and the waiting message requests. */
  unreadCount: (signal?: AbortSignal) => api.call(e.unreadCount, { signal }),
  conversation: (userId: string, signal?: AbortSignal) =>
    api.call(e.conversation, { params: { userId }, signal }),
  thread: (userId: string, cursor: string | undefined, signal?: AbortSignal) =>
    api.call(e.thread, { params: { userId }, query: { cursor }, signal }),
  send: (userId: string, content: string) =>
    api.call(e.send, { params: { userId }, body: { content } }).then((body) => body.message),
  markRead: (userId: string) => api.call(e.markRead, { params: { userId } }),
  members: (q: string, cursor: string | undefined, signal?: AbortSignal) =>
    api.call(e.members, { query: { q: q.trim() || undefined, cursor }, signal }),
};
