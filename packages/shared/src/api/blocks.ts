import { noContentSchema } from '../schemas/answers';
import {
  blockedListQuerySchema,
  blockedListSchema,
  blockInputSchema,
  blockParamsSchema,
  blockResultSchema,
  messageRequestParamsSchema,
  messagingPreferencesSchema,
} from '../schemas/blocks';
import { endpoint } from './endpoint';

/** Blocking, 'Qui peut m'écrire' and message requests (issue 31, parts 1 and 2). */
export const blocksEndpoints = {
  block: endpoint({
    method: 'POST',
    path: '/api/blocks',
    body: blockInputSchema,
    response: blockResultSchema,
    status: 201,
  }),
  unblock: endpoint({
    method: 'DELETE',
    path: '/api/blocks/:userId',
    params: blockParamsSchema,
    response: noContentSchema,
    status: 204,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/me/blocks',
    query: blockedListQuerySchema,
    response: blockedListSchema,
  }),
  messagingPreferences: endpoint({
    method: 'GET',
    path: '/api/me/messaging-preferences',
    response: messagingPreferencesSchema,
  }),
  updateMessagingPreferences: endpoint({
    method: 'PUT',
    path: '/api/me/messaging-preferences',
    body: messagingPreferencesSchema,
    response: messagingPreferencesSchema,
  }),
  acceptRequest: endpoint({
    method: 'POST',
    path: '/api/conversations/:userId/request/accept',
    params: messageRequestParamsSchema,
    response: noContentSchema,
    status: 204,
  }),
  deleteRequest: endpoint({
    method: 'DELETE',
    path: '/api/conversations/:userId/request',
    params: messageRequestParamsSchema,
    response: noContentSchema,
    status: 204,
  }),
};
