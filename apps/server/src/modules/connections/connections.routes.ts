import { deriveConnectionState, endpoints, networkMessages as m } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import { requireConfirmedEmail } from '../../auth/confirmed-email';
import { registerAccountData } from '../../lib/account-data';
import { runCommand } from '../../lib/command';
import { keysetCursor } from '../../lib/cursor';
import { badRequest, notFound } from '../../lib/errors';
import { findActiveMember } from '../../lib/members';
import { membersOnly, route } from '../../lib/route-kit';
import { connectionsAccountData } from './connections.account-data';
import { answerConnection, removeConnection, requestConnection } from './connections.commands';
import { presentConnection, presentNetworkEntry } from './connections.presenter';
import { countNetwork, findConnectionBetween, listNetwork } from './connections.service';

const tags = ['Réseau'];
const api = endpoints.network;

/** Connections between members and the network page (spec 1 §2, §4, §5, §7). */
export async function connectionRoutes(app: FastifyInstance): Promise<void> {
  membersOnly(app);
  registerAccountData(app, connectionsAccountData);

  route(app, api.list, {
    tags,
    summary: 'Mon réseau : connexions, demandes reçues ou envoyées (les plus récentes d’abord)',
    handler: async (request) => {
      const { actor } = request;
      const cursor = keysetCursor.decode(request.query.cursor);
      const page = await listNetwork(app.db, actor.id, request.query, cursor);
      return { items: page.rows.map(presentNetworkEntry), nextCursor: page.nextCursor };
    },
  });

  route(app, api.counts, {
    tags,
    summary: 'Nombre de connexions, de demandes reçues et de demandes envoyées',
    handler: async (request) => countNetwork(app.db, request.actor.id),
  });

  route(app, api.status, {
    tags,
    summary: 'État de ma connexion avec un membre (bouton du profil)',
    handler: async (request) => {
      const { actor } = request;
      const { userId } = request.params;
      if (userId === actor.id) throw badRequest(m.notYourself);
      if (!(await findActiveMember(app.db, userId))) throw notFound(m.userNotFound);
      const row = await findConnectionBetween(app.db, actor.id, userId);
      return { userId, state: deriveConnectionState(actor.id, row), connectionId: row?.id ?? null };
    },
  });

  route(app, api.request, {
    tags,
    summary: 'Envoyer une demande de connexion (ou la renvoyer après un refus)',
    handler: async (request) => {
      const { actor } = request;
      requireConfirmedEmail(actor);
      const recipientId = request.body.userId;
      if (recipientId === actor.id) throw badRequest(m.notYourself);
      const connection = await runCommand(app, (tx, events) =>
        requestConnection(tx, events, { actor, recipientId }),
      );
      return { connection: presentConnection(connection) };
    },
  });

  route(app, api.answer, {
    tags,
    summary: 'Accepter ou refuser une demande reçue',
    handler: async (request) => {
      const { actor } = request;
      const { status } = request.body;
      const connection = await runCommand(app, (tx, events) =>
        answerConnection(tx, events, { actor, id: request.params.id, status }),
      );
      return { connection: presentConnection(connection) };
    },
  });

  route(app, api.remove, {
    tags,
    summary: 'Supprimer une connexion acceptée, ou annuler une demande envoyée',
    handler: async (request) => {
      const { actor } = request;
      await runCommand(app, (tx, events) => removeConnection(tx, events, { actor, id: request.params.id }));
      return undefined;
    },
  });
}
