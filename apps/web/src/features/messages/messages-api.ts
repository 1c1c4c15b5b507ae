import type {
  Conversation,
  ConversationList,
  DirectMessage,
  MessagePage,
  MessagingMemberList,
} from '@plateau/shared/schemas/messaging';
import { api } from '../../lib/api';

const conversationUrl = (userId: string) => `/api/conversations/${encodeURIComponent(userId)}`;

function withParams(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Calls of the messaging API (spec 1 §7: messages). */
export const messagesApi = {
  conversations: (q: string, cursor: string | undefined, signal?: AbortSignal) =>
    api.get<ConversationList>(withParams('/api/conversations', { q: q.trim() || undefined, cursor }), {
      signal,
    }),
  unreadCount: (signal?: AbortSignal) =>
    api.get<{ count: number }>('/api/conversations/unread-count', { signal }).then((body) => body.count),
  conversation: (userId: string, signal?: AbortSignal) =>
    api.get<Conversation>(conversationUrl(userId), { signal }),
  thread: (userId: string, cursor: string | undefined, signal?: AbortSignal) =>
    api.get<MessagePage>(withParams(`${conversationUrl(userId)}/messages`, { cursor }), { signal }),
  send: (userId: string, content: string) =>
    api
      .post<{ message: DirectMessage }>(`${conversationUrl(userId)}/messages`, { content })
      .then((body) => body.message),
  markRead: (userId: string) => api.post<{ updated: number }>(`${conversationUrl(userId)}/read`),
  members: (q: string, cursor: string | undefined, signal?: AbortSignal) =>
    api.get<MessagingMemberList>(
      withParams('/api/conversations/members', { q: q.trim() || undefined, cursor }),
      { signal },
    ),
};
