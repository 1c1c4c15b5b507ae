import {
  teamConversationParamsSchema,
  teamConversationSchema,
  teamMessageInputSchema,
  teamMessagePageSchema,
  teamMessageResponseSchema,
  teamReadResultSchema,
  teamThreadQuerySchema,
} from '../schemas/team-conversation';
import { endpoint } from './endpoint';

/**
 * A project's team conversation (issue 33): the owner and the team only, any other member gets the project's
 * 404. Attachments (multipart, one `file` field): the bytes are read at GET /api/attachments/{id} (a file, no contract), members of the conversation only.
 */
export const teamConversationEndpoints = {
  conversation: endpoint({
    method: 'GET',
    path: '/api/projects/:id/conversation',
    params: teamConversationParamsSchema,
    response: teamConversationSchema,
  }),
  thread: endpoint({
    method: 'GET',
    path: '/api/projects/:id/conversation/messages',
    params: teamConversationParamsSchema,
    query: teamThreadQuerySchema,
    response: teamMessagePageSchema,
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/projects/:id/conversation/messages',
    params: teamConversationParamsSchema,
    body: teamMessageInputSchema,
    response: teamMessageResponseSchema,
    status: 201,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/projects/:id/conversation/read',
    params: teamConversationParamsSchema,
    response: teamReadResultSchema,
  }),
  /** Multipart (the file), sent with progress by the web; the message carrying it is the answer. */
  attach: endpoint({
    method: 'POST',
    path: '/api/projects/:id/conversation/attachments',
    params: teamConversationParamsSchema,
    response: teamMessageResponseSchema,
    status: 201,
  }),
};
