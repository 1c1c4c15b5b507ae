import type { NotificationType } from '@plateau/shared';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';

export type BuildNotificationOverrides = Partial<typeof notifications.$inferInsert> & { userId: string };

/** Inserts a notification for a member (unread 'project' notification unless told otherwise). */
export async function buildNotification(db: Db, overrides: BuildNotificationOverrides) {
  const type: NotificationType = overrides.type ?? 'project';
  const [row] = await db
    .insert(notifications)
    .values({ type, content: `Notification ${type}`, relatedId: null, ...overrides })
    .returning();
  if (!row) throw new Error('insertion de la notification impossible');
  return row;
}

/** Inserts `total` notifications for a member, one second apart, the first one the oldest. */
export async function buildNotifications(
  db: Db,
  userId: string,
  total: number,
  make: (index: number) => Partial<typeof notifications.$inferInsert> = () => ({}),
) {
  const start = Date.now() - total * 1000;
  const rows = Array.from({ length: total }, (_, index) => ({
    userId,
    type: 'project' as const,
    content: `Notification ${index + 1}`,
    createdAt: new Date(start + index * 1000),
    ...make(index),
  }));
  return db.insert(notifications).values(rows).returning();
}
