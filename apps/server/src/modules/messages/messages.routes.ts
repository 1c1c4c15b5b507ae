import {
  conversationListSchema,
  conversationParamsSchema,
  conversationSchema,
  conversationsQuerySchema,
  messagingMessages as m,
  markReadResultSchema,
  messageInputSchema,
  messagePageSchema,
  messageRateLimit,
  messageResponseSchema,
  messagingMemberListSchema,
  messagingMembersQuerySchema,
  threadQuerySchema,
  unreadConversationsSchema,
} from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Actor, requireActor } from '../../auth/session';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { markAllNotificationsRead } from '../notifications/notifications.service';
import { publishNotification } from '../notifications/notify';
import { canMessage, canOpenConversation } from './messages.policy';
import { presentConversation, presentConversationUser, presentMessage } from './messages.presenter';
import {
  countUnreadConversations,
  createMessage,
  findMember,
  haveExchanged,
  listConversations,
  listMessagingMembers,
  listThread,
  markConversationRead,
} from './messages.service';
import { publishMessageCreated, publishMessagesRead } from './messages-realtime';
import { createSendRateLimit } from './send-rate-limit';

const tags = ['Messages'];
const errors = { 400: z.unknown(), 401: z.unknown(), 404: z.unknown(), 429: z.unknown() };
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Private messaging (spec 1 §2 Messages, §4, §5, §7): members only; `:userId` is the other member. */
export async function messageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sendLimit = createSendRateLimit(messageRateLimit);
  app.addHook('preValidation', async (request) => {
    await requireActor(request);
  });

  /** The other member of a conversation the actor may open, or a 404 'Utilisateur non trouvé'. */
  async function requireConversation(actor: Actor, userId: string) {
    const other = uuidPattern.test(userId) ? await findMember(app.db, userId) : null;
    if (!other || other.id === actor.id) throw notFound(m.userNotFound);
    const hasHistory = other.deletedAt ? await haveExchanged(app.db, actor.id, other.id) : true;
    if (!canOpenConversation(actor, other, hasHistory)) throw notFound(m.userNotFound);
    return other;
  }

  app.get('/api/conversations', {
    schema: {
      tags,
      summary: 'Conversations du membre, la plus récente d’abord (un seul appel)',
      querystring: conversationsQuerySchema,
      response: { 200: conversationListSchema, ...errors },
    },
    handler: async (request) => {
      const actor = await requireActor(request);
      const page = await listConversations(app.db, actor.id, request.query);
      return { items: page.rows.map(presentConversation), nextCursor: page.nextCursor };
    },
  });

  app.get('/api/conversations/unread-count', {
    schema: {
      tags,
      summary: 'Nombre de conversations ayant des messages non lus',
      response: { 200: unreadConversationsSchema, ...errors },
    },
    handler: async (request) => {
      const actor = await requireActor(request);
      return { count: await countUnreadConversations(app.db, actor.id) };
    },
  });

  app.get('/api/conversations/members', {
    schema: {
      tags,
      summary: 'Membres à qui écrire, par nom complet croissant',
      querystring: messagingMembersQuerySchema,
      response: { 200: messagingMemberListSchema, ...errors },
    },
    handler: async (request) => {
      const actor = await requireActor(request);
      const page = await listMessagingMembers(app.db, actor.id, request.query);
      return { items: page.rows, nextCursor: page.nextCursor };
    },
  });

  app.get('/api/conversations/:userId', {
    schema: {
      tags,
      summary: 'L’autre membre d’une conversation',
      params: conversationParamsSchema,
      response: { 200: conversationSchema, ...errors },
    },
    handler: async (request) => {
      const actor = await requireActor(request);
      const other = await requireConversation(actor, request.params.userId);
      return {
        otherUser: presentConversationUser({ ...other, deleted: other.deletedAt !== null }),
        canSend: canMessage(actor, other),
      };
    },
  });

  app.get('/api/conversations/:userId/messages', {
    schema: {
      tags,
      summary: 'Messages d’une conversation, du plus récent au plus ancien, par pages',
      params: conversationParamsSchema,
      querystring: threadQuerySchema,
      response: { 200: messagePageSchema, ...errors },
    },
    handler: async (request) => {
      const actor = await requireActor(request);
      const other = await requireConversation(actor, request.params.userId);
      const page = await listThread(app.db, actor.id, other.id, request.query);
      return { items: page.rows.map((row) => presentMessage(row, actor.id)), nextCursor: page.nextCursor };
    },
  });

  app.post('/api/conversations/:userId/messages', {
    schema: {
      tags,
      summary: 'Envoyer un message à un membre',
      params: conversationParamsSchema,
      body: messageInputSchema,
      response: { 201: messageResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const actor = await requireActor(request);
      const { userId } = request.params;
      if (userId === actor.id) throw badRequest(m.cannotMessageSelf);
      const release = sendLimit.reserve(actor.id);
      if (!release) {
        reply.header('retry-after', Math.ceil(messageRateLimit.windowMs / 1000));
        throw new AppError(429, 'too_many_requests', m.tooManyMessages);
      }
      try {
        const recipient = uuidPattern.test(userId) ? await findMember(app.db, userId) : null;
        if (!recipient || !canMessage(actor, recipient)) throw notFound(m.recipientNotFound);
        const { message, notification } = await createMessage(app.db, {
          sender: actor,
          receiverId: recipient.id,
          content: request.body.content,
        });
        await publishMessageCreated(app, message);
        await publishNotification(app, notification);
        return reply.status(201).send({ message: presentMessage(message, actor.id) });
      } catch (error) {
        release();
        throw error;
      }
    },
  });

  app.post('/api/conversations/:userId/read', {
    schema: {
      tags,
      summary: 'Marquer comme lus les messages reçus de ce membre',
      params: conversationParamsSchema,
      response: { 200: markReadResultSchema, ...errors },
    },
    handler: async (request) => {
      const actor = await requireActor(request);
      const other = await requireConversation(actor, request.params.userId);
      const updated = await markConversationRead(app.db, actor.id, other.id);
      if (updated > 0) await publishMessagesRead(app, actor.id, other.id);
      // The '{name} vous a envoyé un message.' notifications of this conversation are read too.
      const about = { type: 'message', relatedId: other.id } as const;
      if ((await markAllNotificationsRead(app.db, actor.id, about)) > 0) {
        await publishNotification(app, { userId: actor.id });
      }
      return { updated };
    },
  });
}
