import { type NotificationType, userRoom } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { notifications } from '../../db/schema';

export type NewNotification = {
  /** The member who receives it. */
  userId: string;
  type: NotificationType;
  /** The French text, made with `notificationTexts` of @plateau/shared. */
  content: string;
  /** The project (project, task), the sender (message) or the requester (connection). */
  relatedId: string | null;
};

/**
 * Stores a notification, in the caller's transaction when given one. Returns what to publish:
 * call `publishNotification` with it once the transaction has committed.
 */
export async function insertNotification(db: Db | Tx, input: NewNotification) {
  const [row] = await db
    .insert(notifications)
    .values(input)
    .returning({ id: notifications.id, userId: notifications.userId });
  if (!row) throw new Error('notification non enregistrée');
  return row;
}

/** Tells the recipient's sockets (badge, list) that their notifications changed. */
export async function publishNotification(
  app: FastifyInstance,
  notification: { id?: string; userId: string },
): Promise<void> {
  await app.realtime.publish(userRoom(notification.userId), {
    type: 'notification.changed',
    ...(notification.id ? { notificationId: notification.id } : {}),
  });
}
