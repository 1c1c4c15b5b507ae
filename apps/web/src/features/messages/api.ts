import type { Endpoint } from '@plateau/shared/api/endpoint';
import { endpoints } from '@plateau/shared/api/index';
import type { ConversationBox } from '@plateau/shared/schemas/blocks';
import type { DirectMessage } from '@plateau/shared/schemas/messaging';
import type { TeamMessage } from '@plateau/shared/schemas/team-conversation';
import { ApiRequestError, api, endpointUrl, errorOfAnswer } from '@/lib/api';

const e = endpoints.messages;
const t = endpoints.teamConversation;

/** Posts one file (multipart, field `file`) and returns the answer's message. */
async function postFile<M>(endpoint: Endpoint, params: unknown, file: File): Promise<M> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(endpointUrl(endpoint, params), {
      method: endpoint.method,
      body: form,
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiRequestError(0, 'network', 'network error: upload failed');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status !== 201) throw errorOfAnswer(response.status, body);
  return (endpoint.response.parse(body) as { message: M }).message;
}

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
  /** A file to a member: the message carrying it. */
  sendFile: (userId: string, file: File) => postFile<DirectMessage>(e.attach, { userId }, file),
};

/** Calls of a project's team conversation (issue 33). */
export const teamApi = {
  conversation: (projectId: string, signal?: AbortSignal) =>
    api.call(t.conversation, { params: { id: projectId }, signal }),
  thread: (projectId: string, cursor: string | undefined, signal?: AbortSignal) =>
    api.call(t.thread, { params: { id: projectId }, query: { cursor }, signal }),
  send: (projectId: string, content: string) =>
    api.call(t.send, { params: { id: projectId }, body: { content } }).then((body) => body.message),
  sendFile: (projectId: string, file: File) => postFile<TeamMessage>(t.attach, { id: projectId }, file),
  markRead: (projectId: string) => api.call(t.markRead, { params: { id: projectId } }),
};
