import { endpoints } from '@plateau/shared/api/index';
import type { MessagePolicy } from '@plateau/shared/schemas/blocks';
import { api } from '@/lib/api';

const e = endpoints.blocks;

/** Calls of blocking, 'Qui peut m'écrire' and message requests (issue 31). */
export const blocksApi = {
  /** A page of 'Membres bloqués' (after `cursor`). */
  page: (cursor: string | undefined, signal?: AbortSignal) =>
    api.call(e.list, { query: cursor ? { cursor } : {}, signal }),
  /** Whether the member is blocked by the signed-in member (the profile's 'Débloquer'). */
  isBlocked: (userId: string, signal?: AbortSignal) =>
    api.call(e.list, { query: { userId }, signal }).then((body) => body.items.length > 0),
  block: (userId: string) => api.call(e.block, { body: { userId } }).then((body) => body.block),
  unblock: (userId: string) => api.call(e.unblock, { params: { userId } }),
  messagingPreferences: (signal?: AbortSignal) => api.call(e.messagingPreferences, { signal }),
  updateMessagingPreferences: (messagePolicy: MessagePolicy) =>
    api.call(e.updateMessagingPreferences, { body: { messagePolicy } }),
  acceptRequest: (userId: string) => api.call(e.acceptRequest, { params: { userId } }),
  deleteRequest: (userId: string) => api.call(e.deleteRequest, { params: { userId } }),
};
