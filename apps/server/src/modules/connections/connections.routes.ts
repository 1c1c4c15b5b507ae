import {
  connectionAnswerSchema,
  connectionIdParamsSchema,
  connectionRequestSchema,
  connectionSchema,
  connectionStatusSchema,
  deriveConnectionState,
  networkMessages as m,
  networkCountsSchema,
  networkListSchema,
  networkQuerySchema,
  userIdParamsSchema,
} from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerAccountData } from '../../lib/account-data';
import { runCommand } from '../../lib/command';
import { decodeCursor } from '../../lib/cursor';
import { badRequest, notFound } from '../../lib/errors';
import { findActiveMember } from '../../lib/members';
import { errorResponses, membersOnly } from '../../lib/route-kit';
import { connectionsAccountData } from './connections.account-data';
import { answerConnection, removeConnection, requestConnection } from './connections.commands';
import { presentConnection, presentNetworkEntry } from './connections.presenter';
import { countNetwork, findConnectionBetween, listNetwork } from './connections.service';

const tags = ['Réseau'];
const connectionResult = z.object({ connection: connectionSchema });

/** Connections between members and the network page (spec 1 §2, §4, §5, §7). */
export async function connectionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  membersOnly(app);
  registerAccountData(app, connectionsAccountData);

  app.get('/api/connections', {
    schema: {
      tags,
      summary: 'Mon réseau : connexions, demandes reçues ou envoyées (les plus récentes d’abord)',
      querystring: networkQuerySchema,
      response: { 200: networkListSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const cursor = decodeCursor(request.query.cursor, m.invalidCursor);
      const page = await listNetwork(app.db, actor.id, request.query, cursor);
      return { items: page.rows.map(presentNetworkEntry), nextCursor: page.nextCursor };
    },
  });

  app.get('/api/connections/counts', {
    schema: {
      tags,
      summary: 'Nombre de connexions, de demandes reçues et de demandes envoyées',
      response: { 200: networkCountsSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      return countNetwork(app.db, actor.id);
    },
  });

  app.get('/api/connections/status/:userId', {
    schema: {
      tags,
      summary: 'État de ma connexion avec un membre (bouton du profil)',
      params: userIdParamsSchema,
      response: { 200: connectionStatusSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const { userId } = request.params;
      if (userId === actor.id) throw badRequest(m.notYourself);
      if (!(await findActiveMember(app.db, userId))) throw notFound(m.userNotFound);
      const row = await findConnectionBetween(app.db, actor.id, userId);
      return { userId, state: deriveConnectionState(actor.id, row), connectionId: row?.id ?? null };
    },
  });

  app.post('/api/connections', {
    schema: {
      tags,
      summary: 'Envoyer une demande de connexion (ou la renvoyer après un refus)',
      body: connectionRequestSchema,
      response: { 201: connectionResult, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { actor } = request;
      const recipientId = request.body.userId;
      if (recipientId === actor.id) throw badRequest(m.notYourself);
      const connection = await runCommand(app, (tx, events) =>
        requestConnection(tx, events, { actor, recipientId }),
      );
      return reply.status(201).send({ connection: presentConnection(connection) });
    },
  });

  app.patch('/api/connections/:id', {
    schema: {
      tags,
      summary: 'Accepter ou refuser une demande reçue',
      params: connectionIdParamsSchema,
      body: connectionAnswerSchema,
      response: { 200: connectionResult, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const { status } = request.body;
      const connection = await runCommand(app, (tx, events) =>
        answerConnection(tx, events, { actor, id: request.params.id, status }),
      );
      return { connection: presentConnection(connection) };
    },
  });

  app.delete('/api/connections/:id', {
    schema: {
      tags,
      summary: 'Supprimer une connexion acceptée, ou annuler une demande envoyée',
      params: connectionIdParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      const { actor } = request;
      await runCommand(app, (tx, events) => removeConnection(tx, events, { actor, id: request.params.id }));
      return reply.status(204).send(null);
    },
  });
}
