import { endpoints } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import { runCommand } from '../../lib/command';
import { membersOnly, route } from '../../lib/route-kit';
import { acceptMessageRequest, deleteMessageRequest } from './message-requests.commands';
import { findMessagePolicy, saveMessagePolicy } from './message-requests.service';

const tags = ['Messages'];
const api = endpoints.blocks;

/** 'Qui peut m'écrire' and the answers to a message request (issue 31, part 2). */
export async function messageRequestRoutes(app: FastifyInstance): Promise<void> {
  membersOnly(app);

  route(app, api.messagingPreferences, {
    tags,
    summary: 'Qui peut m’écrire',
    handler: async (request) => ({ messagePolicy: await findMessagePolicy(app.db, request.actor.id) }),
  });

  route(app, api.updateMessagingPreferences, {
    tags,
    summary: 'Choisir qui peut m’écrire (tout le monde, ou mes connexions : les autres arrivent en demandes)',
    handler: async (request) => ({
      messagePolicy: await saveMessagePolicy(app.db, request.actor.id, request.body.messagePolicy),
    }),
  });

  route(app, api.acceptRequest, {
    tags,
    summary: 'Accepter une demande de message (la conversation rejoint la liste principale)',
    handler: async (request) => {
      const { actor } = request;
      await runCommand(app, (tx, events) =>
        acceptMessageRequest(tx, events, { actor, senderId: request.params.userId }),
      );
      return undefined;
    },
  });

  route(app, api.deleteRequest, {
    tags,
    summary: 'Supprimer une demande de message (pour moi seulement)',
    handler: async (request) => {
      const { actor } = request;
      await runCommand(app, (tx, events) =>
        deleteMessageRequest(tx, events, { actor, senderId: request.params.userId }),
      );
      return undefined;
    },
  });
}
