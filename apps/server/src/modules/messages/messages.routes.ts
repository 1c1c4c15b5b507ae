import { endpoints, messagingMessages as m } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireConfirmedEmail } from '../../auth/confirmed-email';
import { registerAccountData } from '../../lib/account-data';
import { runCommand } from '../../lib/command';
import { keysetCursor } from '../../lib/cursor';
import { badRequest } from '../../lib/errors';
import { membersOnly, route } from '../../lib/route-kit';
import { isPendingMessageRequest } from '../moderation';
import { memberCursor } from './member-cursor';
import { requireConversation } from './messages.access';
import { messagesAccountData } from './messages.account-data';
import { readConversation, sendMessage } from './messages.commands';
import { conversationAbilities } from './messages.policy';
import { presentConversation, presentConversationHead, presentMessage } from './messages.presenter';
import {
  countUnreadConversations,
  listConversations,
  listMessagingMembers,
  listThread,
} from './messages.service';

const tags = ['Messages'];

/** Private messaging (spec 1 §2 Messages, §4, §5, §7): members only; `:userId` is the other member. */
export async function messageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  membersOnly(app);
  registerAccountData(app, messagesAccountData);

  route(app, endpoints.messages.conversations, {
    tags,
    summary: 'Conversations du membre, la plus récente d’abord (un seul appel)',
    compiledSerializer: true,
    handler: async (request) => {
      const { actor } = request;
      const page = await listConversations(app.db, actor.id, {
        ...request.query,
        cursor: keysetCursor.decode(request.query.cursor),
      });
      return { items: page.rows.map(presentConversation), nextCursor: page.nextCursor };
    },
  });

  route(app, endpoints.messages.unreadCount, {
    tags,
    summary: 'Nombre de conversations ayant des messages non lus',
    handler: async (request) => {
      const { actor } = request;
      return countUnreadConversations(app.db, actor.id);
    },
  });

  route(app, endpoints.messages.members, {
    tags,
    summary: 'Membres à qui écrire, par nom complet croissant',
    handler: async (request) => {
      const { actor } = request;
      const page = await listMessagingMembers(app.db, actor.id, {
        ...request.query,
        cursor: memberCursor.decode(request.query.cursor),
      });
      return { items: page.rows, nextCursor: page.nextCursor };
    },
  });

  route(app, endpoints.messages.conversation, {
    tags,
    summary: 'L’autre membre d’une conversation',
    handler: async (request) => {
      const { actor } = request;
      const other = await requireConversation(app.db, actor, request.params.userId);
      const isRequest = await isPendingMessageRequest(app.db, actor.id, other.id);
      return presentConversationHead(other, conversationAbilities(actor, other), isRequest);
    },
  });

  route(app, endpoints.messages.thread, {
    tags,
    summary: 'Messages d’une conversation, du plus récent au plus ancien, par pages',
    compiledSerializer: true,
    handler: async (request) => {
      const { actor } = request;
      const other = await requireConversation(app.db, actor, request.params.userId);
      const page = await listThread(app.db, actor.id, other.id, {
        ...request.query,
        cursor: keysetCursor.decode(request.query.cursor),
      });
      return { items: page.rows.map((row) => presentMessage(row, actor.id)), nextCursor: page.nextCursor };
    },
  });

  route(app, endpoints.messages.send, {
    tags,
    summary: 'Envoyer un message à un membre',
    handler: async (request, _reply) => {
      const { actor } = request;
      requireConfirmedEmail(actor);
      const { userId } = request.params;
      if (userId === actor.id) throw badRequest(m.cannotMessageSelf);
      const message = await runCommand(app, (tx, events) =>
        sendMessage(tx, events, { actor, recipientId: userId, content: request.body.content }),
      );
      return { message: presentMessage(message, actor.id) };
    },
  });

  route(app, endpoints.messages.markRead, {
    tags,
    summary: 'Marquer comme lus les messages reçus de ce membre',
    handler: async (request) => {
      const { actor } = request;
      const other = await requireConversation(app.db, actor, request.params.userId);
      const updated = await runCommand(app, (tx, events) =>
        readConversation(tx, events, { readerId: actor.id, otherId: other.id }),
      );
      return { updated };
    },
  });
}
