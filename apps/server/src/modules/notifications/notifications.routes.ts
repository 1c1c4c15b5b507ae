import {
  markAllReadResponseSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationMessages,
  notificationResponseSchema,
  unreadCountSchema,
} from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerAccountData } from '../../lib/account-data';
import { runCommand } from '../../lib/command';
import { notFound } from '../../lib/errors';
import { errorResponses, membersOnly } from '../../lib/route-kit';
import { notificationsAccountData } from './notifications.account-data';
import { readAllNotifications, readNotification, removeNotification } from './notifications.commands';
import { presentNotification } from './notifications.presenter';
import { countUnread, listNotifications } from './notifications.service';

const tags = ['Notifications'];
const notificationNotFound = () => notFound(notificationMessages.notFound);

/**
 * The member's own notifications (spec 1 §2, §4, §7). Every query is scoped to the signed-in member, so
 * another member's notification is simply not found (404). Writes tell the member's other tabs.
 */
export async function notificationRoutes(fastify: FastifyInstance): Promise<void> {
  membersOnly(fastify);
  registerAccountData(fastify, notificationsAccountData);
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/notifications', {
    schema: {
      tags,
      summary: 'Mes notifications, des plus récentes aux plus anciennes, filtrables par type et par état',
      querystring: notificationListQuerySchema,
      response: { 200: notificationListSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const page = await listNotifications(app.db, actor.id, request.query);
      return { items: page.rows.map(presentNotification), nextCursor: page.nextCursor };
    },
  });

  app.get('/api/notifications/unread-count', {
    schema: {
      tags,
      summary: 'Nombre de mes notifications non lues',
      response: { 200: unreadCountSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      return { count: await countUnread(app.db, actor.id) };
    },
  });

  app.post('/api/notifications/read-all', {
    schema: {
      tags,
      summary: 'Marquer toutes mes notifications comme lues',
      response: { 200: markAllReadResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const updated = await runCommand(app, (tx, events) =>
        readAllNotifications(tx, events, { userId: actor.id }),
      );
      return { updated };
    },
  });

  app.post('/api/notifications/:id/read', {
    schema: {
      tags,
      summary: 'Marquer une de mes notifications comme lue',
      params: notificationIdParamsSchema,
      response: { 200: notificationResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const { id } = request.params;
      const row = await runCommand(app, (tx, events) =>
        readNotification(tx, events, { userId: actor.id, id }),
      );
      if (!row) throw notificationNotFound();
      return { notification: presentNotification(row) };
    },
  });

  app.delete('/api/notifications/:id', {
    schema: {
      tags,
      summary: 'Supprimer une de mes notifications',
      params: notificationIdParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      const { actor } = request;
      const { id } = request.params;
      const deleted = await runCommand(app, (tx, events) =>
        removeNotification(tx, events, { userId: actor.id, id }),
      );
      if (!deleted) throw notificationNotFound();
      return reply.status(204).send(null);
    },
  });
}
