import { endpoints, notificationMessages } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAccountData } from '../../lib/account-data';
import { runCommand } from '../../lib/command';
import { keysetCursor } from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import { membersOnly, route } from '../../lib/route-kit';
import { scheduleNotificationMails } from './notification-mail.jobs';
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
  scheduleNotificationMails(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  route(app, endpoints.notifications.list, {
    tags,
    summary: 'Mes notifications, des plus récentes aux plus anciennes, filtrables par type et par état',
    compiledSerializer: true,
    handler: async (request) => {
      const { actor } = request;
      const page = await listNotifications(app.db, actor.id, {
        ...request.query,
        cursor: keysetCursor.decode(request.query.cursor),
      });
      return { items: page.rows.map(presentNotification), nextCursor: page.nextCursor };
    },
  });

  route(app, endpoints.notifications.unreadCount, {
    tags,
    summary: 'Nombre de mes notifications non lues',
    handler: async (request) => {
      const { actor } = request;
      return { count: await countUnread(app.db, actor.id) };
    },
  });

  route(app, endpoints.notifications.markAllRead, {
    tags,
    summary: 'Marquer toutes mes notifications comme lues',
    handler: async (request) => {
      const { actor } = request;
      const updated = await runCommand(app, (tx, events) =>
        readAllNotifications(tx, events, { userId: actor.id }),
      );
      return { updated };
    },
  });

  route(app, endpoints.notifications.markRead, {
    tags,
    summary: 'Marquer une de mes notifications comme lue',
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

  route(app, endpoints.notifications.remove, {
    tags,
    summary: 'Supprimer une de mes notifications',
    handler: async (request, _reply) => {
      const { actor } = request;
      const { id } = request.params;
      const deleted = await runCommand(app, (tx, events) =>
        removeNotification(tx, events, { userId: actor.id, id }),
      );
      if (!deleted) throw notificationNotFound();
      return undefined;
    },
  });
}
