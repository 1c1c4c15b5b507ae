import {
  conversationListSchema,
  conversationParamsSchema,
  conversationSchema,
  conversationsQuerySchema,
  messagingMessages as m,
  markReadResultSchema,
  messageInputSchema,
  messagePageSchema,
  messageResponseSchema,
  messagingMemberListSchema,
  messagingMembersQuerySchema,
  threadQuerySchema,
  unreadConversationsSchema,
} from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Actor } from '../../auth/actor';
import { requireConfirmedEmail } from '../../auth/confirmed-email';
import { registerAccountData } from '../../lib/account-data';
import { runCommand } from '../../lib/command';
import { badRequest, notFound } from '../../lib/errors';
import { errorResponses, idParams, membersOnly } from '../../lib/route-kit';
import { messagesAccountData } from './messages.account-data';
import { readConversation, sendMessage } from './messages.commands';
import { canOpenConversation, conversationAbilities } from './messages.policy';
import { presentConversation, presentConversationHead, presentMessage } from './messages.presenter';
import {
  countUnreadConversations,
  findMember,
  haveExchanged,
  listConversations,
  listMessagingMembers,
  listThread,
} from './messages.service';

const tags = ['Messages'];
/** A malformed recipient of a send is 'Destinataire introuvable', as an unknown one. */
const recipientParamsSchema = idParams({ userId: m.recipientNotFound });

/** Private messaging (spec 1 §2 Messages, §4, §5, §7): members only; `:userId` is the other member. */
export async function messageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  membersOnly(app);
  registerAccountData(app, messagesAccountData);

  /** The other member of a conversation the actor may open, or a 404 'Utilisateur non trouvé'. */
  async function requireConversation(actor: Actor, userId: string) {
    const other = await findMember(app.db, userId);
    if (!other || other.id === actor.id) throw notFound(m.userNotFound);
    const hasHistory = other.deletedAt ? await haveExchanged(app.db, actor.id, other.id) : true;
    if (!canOpenConversation(actor, { other, hasHistory })) throw notFound(m.userNotFound);
    return other;
  }

  app.get('/api/conversations', {
    schema: {
      tags,
      summary: 'Conversations du membre, la plus récente d’abord (un seul appel)',
      querystring: conversationsQuerySchema,
      response: { 200: conversationListSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const page = await listConversations(app.db, actor.id, request.query);
      return { items: page.rows.map(presentConversation), nextCursor: page.nextCursor };
    },
  });

  app.get('/api/conversations/unread-count', {
    schema: {
      tags,
      summary: 'Nombre de conversations ayant des messages non lus',
      response: { 200: unreadConversationsSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      return { count: await countUnreadConversations(app.db, actor.id) };
    },
  });

  app.get('/api/conversations/members', {
    schema: {
      tags,
      summary: 'Membres à qui écrire, par nom complet croissant',
      querystring: messagingMembersQuerySchema,
      response: { 200: messagingMemberListSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const page = await listMessagingMembers(app.db, actor.id, request.query);
      return { items: page.rows, nextCursor: page.nextCursor };
    },
  });

  app.get('/api/conversations/:userId', {
    schema: {
      tags,
      summary: 'L’autre membre d’une conversation',
      params: conversationParamsSchema,
      response: { 200: conversationSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const other = await requireConversation(actor, request.params.userId);
      return presentConversationHead(other, conversationAbilities(actor, other));
    },
  });

  app.get('/api/conversations/:userId/messages', {
    schema: {
      tags,
      summary: 'Messages d’une conversation, du plus récent au plus ancien, par pages',
      params: conversationParamsSchema,
      querystring: threadQuerySchema,
      response: { 200: messagePageSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const other = await requireConversation(actor, request.params.userId);
      const page = await listThread(app.db, actor.id, other.id, request.query);
      return { items: page.rows.map((row) => presentMessage(row, actor.id)), nextCursor: page.nextCursor };
    },
  });

  app.post('/api/conversations/:userId/messages', {
    schema: {
      tags,
      summary: 'Envoyer un message à un membre',
      params: recipientParamsSchema,
      body: messageInputSchema,
      response: { 201: messageResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { actor } = request;
      requireConfirmedEmail(actor);
      const { userId } = request.params;
      if (userId === actor.id) throw badRequest(m.cannotMessageSelf);
      const message = await runCommand(app, (tx, events) =>
        sendMessage(tx, events, { actor, recipientId: userId, content: request.body.content }),
      );
      return reply.status(201).send({ message: presentMessage(message, actor.id) });
    },
  });

  app.post('/api/conversations/:userId/read', {
    schema: {
      tags,
      summary: 'Marquer comme lus les messages reçus de ce membre',
      params: conversationParamsSchema,
      response: { 200: markReadResultSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const other = await requireConversation(actor, request.params.userId);
      const updated = await runCommand(app, (tx, events) =>
        readConversation(tx, events, { readerId: actor.id, otherId: other.id }),
      );
      return { updated };
    },
  });
}
