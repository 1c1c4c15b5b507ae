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
import { requireActor } from '../../auth/session';
import { notFound } from '../../lib/errors';
import { presentNotification } from './notifications.presenter';
import {
  countUnread,
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service';
import { publishNotification } from './notify';

const tags = ['Notifications'];
const errors = { 400: z.unknown(), 401: z.unknown(), 404: z.unknown() };
const notificationNotFound = () => notFound(notificationMessages.notFound);

/**
 * The member's own notifications (spec 1 §2, §4, §7). Every query is scoped to the signed-in member, so
 * another member's notification is simply not found (404). Writes tell the member's other tabs.
 */
export async function notificationRoutes(fastify: FastifyInstance): Promise<void> {
  // Members only: the session is checked before validation, so a visitor gets 401, not 400.
  fastify.addHook('preValidation', async (request) => {
    await requireActor(request);
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/notifications', {
    schema: {
      tags,
      summary: 'Mes notifications, des plus récentes aux plus anciennes, filtrables par type et par état',
      querystring: notificationListQuerySchema,
      response: { 200: notificationListSchema, ...errors },
    },
    handler: async (request) => {
      const actor = await requireActor(request);
      const page = await listNotifications(app.db, actor.id, request.query);
      return { items: page.rows.map(presentNotification), nextCursor: page.nextCursor };
    },
  });

  app.get('/api/notifications/unread-count', {
    schema: {
      tags,
      summary: 'Nombre de mes notifications non lues',
      response: { 200: unreadCountSchema, ...errors },
    },
    handler: async (request) => {
      const actor = await requireActor(request);
      return { count: await countUnread(app.db, actor.id) };
    },
  });

  app.post('/api/notifications/read-all', {
    schema: {
      tags,
      summary: 'Marquer toutes mes notifications comme lues',
      response: { 200: markAllReadResponseSchema, ...errors },
    },
    handler: async (request) => {
      const actor = await requireActor(request);
      const updated = await markAllNotificationsRead(app.db, actor.id);
      if (updated > 0) await publishNotification(app, { userId: actor.id });
      return { updated };
    },
  });

  app.post('/api/notifications/:id/read', {
    schema: {
      tags,
      summary: 'Marquer une de mes notifications comme lue',
      params: notificationIdParamsSchema,
      response: { 200: notificationResponseSchema, ...errors },
    },
    handler: async (request) => {
      const actor = await requireActor(request);
      const row = await markNotificationRead(app.db, actor.id, request.params.id);
      if (!row) throw notificationNotFound();
      await publishNotification(app, { id: row.id, userId: actor.id });
      return { notification: presentNotification(row) };
    },
  });

  app.delete('/api/notifications/:id', {
    schema: {
      tags,
      summary: 'Supprimer une de mes notifications',
      params: notificationIdParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      const actor = await requireActor(request);
      const { id } = request.params;
      if (!(await deleteNotification(app.db, actor.id, id))) throw notificationNotFound();
      await publishNotification(app, { id, userId: actor.id });
      return reply.status(204).send(null);
    },
  });
}
