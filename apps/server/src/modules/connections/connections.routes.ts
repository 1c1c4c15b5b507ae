import {
  connectionAnswerSchema,
  connectionIdParamsSchema,
  connectionRequestSchema,
  connectionSchema,
  connectionStatusSchema,
  deriveConnectionState,
  fill,
  networkMessages as m,
  networkCountsSchema,
  networkListSchema,
  networkQuerySchema,
  notificationTexts,
  userIdParamsSchema,
} from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../auth/session';
import { decodeCursor } from '../../lib/cursor';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { markAllNotificationsRead } from '../notifications/notifications.service';
import { insertNotification, publishNotification } from '../notifications/notify';
import { blocksNewRequest, canAnswer, canDelete, isParty } from './connections.policy';
import { presentConnection, presentNetworkEntry } from './connections.presenter';
import {
  answerRequest,
  countNetwork,
  deleteConnection,
  findActiveMember,
  findConnection,
  findConnectionBetween,
  listNetwork,
  savePendingRequest,
} from './connections.service';
import { publishConnectionChanged } from './connections-realtime';

const tags = ['Réseau'];
const errors = { 400: z.unknown(), 401: z.unknown(), 403: z.unknown(), 404: z.unknown(), 409: z.unknown() };
const connectionResult = z.object({ connection: connectionSchema });

/** Connections between members and the network page (spec 1 §2, §4, §5, §7). */
export async function connectionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Members only: the session is checked before the input.
  app.addHook('preValidation', async (request) => {
    await requireActor(request);
  });

  app.get('/api/connections', {
    schema: {
      tags,
      summary: 'Mon réseau : connexions, demandes reçues ou envoyées (les plus récentes d’abord)',
      querystring: networkQuerySchema,
      response: { 200: networkListSchema, ...errors },
    },
    handler: async (request) => {
      const actor = await requireActor(request);
      const cursor = decodeCursor(request.query.cursor);
      const page = await listNetwork(app.db, actor.id, request.query, cursor);
      return { items: page.rows.map(presentNetworkEntry), nextCursor: page.nextCursor };
    },
  });

  app.get('/api/connections/counts', {
    schema: {
      tags,
      summary: 'Nombre de connexions, de demandes reçues et de demandes envoyées',
      response: { 200: networkCountsSchema, ...errors },
    },
    handler: async (request) => {
      const actor = await requireActor(request);
      return countNetwork(app.db, actor.id);
    },
  });

  app.get('/api/connections/status/:userId', {
    schema: {
      tags,
      summary: 'État de ma connexion avec un membre (bouton du profil)',
      params: userIdParamsSchema,
      response: { 200: connectionStatusSchema, ...errors },
    },
    handler: async (request) => {
      const actor = await requireActor(request);
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
      response: { 201: connectionResult, ...errors },
    },
    handler: async (request, reply) => {
      const actor = await requireActor(request);
      const recipientId = request.body.userId;
      if (recipientId === actor.id) throw badRequest(m.notYourself);
      const result = await app.db.transaction(async (tx) => {
        if (!(await findActiveMember(tx, recipientId))) throw notFound(m.userNotFound);
        const existing = await findConnectionBetween(tx, actor.id, recipientId, true);
        if (blocksNewRequest(existing)) throw conflict(m.alreadyExists);
        const connection = await savePendingRequest(tx, actor.id, recipientId, existing);
        if (!connection) throw conflict(m.alreadyExists);
        const notification = await insertNotification(tx, {
          userId: recipientId,
          type: 'connection',
          content: fill(notificationTexts.connectionRequest, { name: actor.fullName }),
          relatedId: actor.id,
        });
        return { connection, notification };
      });
      await publishConnectionChanged(app, result.connection);
      await publishNotification(app, result.notification);
      return reply.status(201).send({ connection: presentConnection(result.connection) });
    },
  });

  app.patch('/api/connections/:id', {
    schema: {
      tags,
      summary: 'Accepter ou refuser une demande reçue',
      params: connectionIdParamsSchema,
      body: connectionAnswerSchema,
      response: { 200: connectionResult, ...errors },
    },
    handler: async (request) => {
      const actor = await requireActor(request);
      const { status } = request.body;
      const result = await app.db.transaction(async (tx) => {
        const row = await findConnection(tx, request.params.id, true);
        if (!row || !isParty(actor, row)) throw notFound(m.connectionNotFound);
        if (!canAnswer(actor, row)) throw forbidden(m.onlyRecipientAnswers);
        const connection = await answerRequest(tx, row.id, status);
        if (!connection) throw conflict(m.notPending);
        // The request's notification is answered: it is read now.
        await markAllNotificationsRead(tx, actor.id, { type: 'connection', relatedId: connection.userId });
        const notification =
          status === 'accepté'
            ? await insertNotification(tx, {
                userId: connection.userId,
                type: 'connection',
                content: fill(notificationTexts.connectionAccepted, { name: actor.fullName }),
                relatedId: actor.id,
              })
            : null;
        return { connection, notification };
      });
      await publishConnectionChanged(app, result.connection);
      // The recipient's badge (the request is read), the requester's new notification.
      await publishNotification(app, { userId: actor.id });
      if (result.notification) await publishNotification(app, result.notification);
      return { connection: presentConnection(result.connection) };
    },
  });

  app.delete('/api/connections/:id', {
    schema: {
      tags,
      summary: 'Supprimer une connexion acceptée, ou annuler une demande envoyée',
      params: connectionIdParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      const actor = await requireActor(request);
      const row = await findConnection(app.db, request.params.id);
      if (!row || !isParty(actor, row)) throw notFound(m.connectionNotFound);
      if (!canDelete(actor, row)) throw forbidden(m.onlyRequesterCancels);
      if (!(await deleteConnection(app.db, row.id))) throw notFound(m.connectionNotFound);
      await publishConnectionChanged(app, row);
      return reply.status(204).send(null);
    },
  });
}
