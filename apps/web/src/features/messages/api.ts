import { endpoints } from '@plateau/shared/api/index';
import { api } from '@/lib/api';

const e = endpoints.messages;

/** Calls of the messaging API (spec 1 §7: messages). */
export const messagesApi = {
  conversations: (q: string, cursor: string | undefined, signal?: AbortSignal) =>
    api.call(e.conversations, { query: { q: q.trim() || undefined, cursor }, signal }),
  unreadCount: (signal?: AbortSignal) => api.call(e.unreadCount, { signal }).then((body) => body.count),
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
