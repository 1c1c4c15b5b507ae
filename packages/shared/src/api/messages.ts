import {
  conversationListSchema,
  conversationParamsSchema,
  conversationSchema,
  conversationsQuerySchema,
  markReadResultSchema,
  messageInputSchema,
  messagePageSchema,
  messageResponseSchema,
  messagingMemberListSchema,
  messagingMembersQuerySchema,
  recipientParamsSchema,
  threadQuerySchema,
  unreadConversationsSchema,
} from '../schemas/messaging';
import { endpoint } from './endpoint';

/** Direct messages between members (spec 1 §7, messages; /messages). */
export const messagesEndpoints = {
  conversations: endpoint({
    method: 'GET',
    path: '/api/conversations',
    query: conversationsQuerySchema,
    response: conversationListSchema,
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/api/conversations/unread-count',
    response: unreadConversationsSchema,
  }),
  members: endpoint({
    method: 'GET',
    path: '/api/conversations/members',
    query: messagingMembersQuerySchema,
    response: messagingMemberListSchema,
  }),
  conversation: endpoint({
    method: 'GET',
    path: '/api/conversations/:userId',
    params: conversationParamsSchema,
    response: conversationSchema,
  }),
  thread: endpoint({
    method: 'GET',
    path: '/api/conversations/:userId/messages',
    params: conversationParamsSchema,
    query: threadQuerySchema,
    response: messagePageSchema,
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/conversations/:userId/messages',
    params: recipientParamsSchema,
    body: messageInputSchema,
    response: messageResponseSchema,
    status: 201,
  }),
  /** Multipart (one `file` field, issue 33): a message carrying the file; its bytes at GET /api/attachments/{id}. */
  attach: endpoint({
    method: 'POST',
    path: '/api/conversations/:userId/attachments',
    params: recipientParamsSchema,
    response: messageResponseSchema,
    status: 201,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/conversations/:userId/read',
    params: conversationParamsSchema,
    response: markReadResultSchema,
  }),
};
