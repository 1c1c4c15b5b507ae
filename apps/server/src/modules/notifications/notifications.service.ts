import type { NotificationKind, NotificationType } from '@plateau/shared';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notifications } from '../../db/schema';
import { cursorKey, type KeysetCursor, pageOf } from '../../lib/cursor';
import { preparedPerShape } from '../../lib/prepared-shapes';
import { isoTimestamp } from '../../lib/raw-query';

/** The fields a member sees of their notifications. */
const notificationColumns = {
  id: notifications.id,
  userId: notifications.userId,
  type: notifications.type,
  content: notifications.content,
  read: notifications.read,
  relatedId: notifications.relatedId,
  taskId: notifications.taskId,
  kind: notifications.kind,
  createdAt: isoTimestamp(notifications.createdAt),
  actorName: notifications.actorName,
  /** The named member's account is deleted (it also works in a RETURNING list). */
  actorDeleted: sql<boolean>`exists (select 1 from users where users.id = ${notifications.actorId} and users.deleted_at is not null)`,
};

export type NotificationRow = {
  id: string;
  userId: string;
  type: NotificationType;
  content: string;
  read: boolean;
  relatedId: string | null;
  taskId: string | null;
  kind: NotificationKind | null;
  /** The answer's text of the timestamp (`isoTimestamp`). */
  createdAt: string;
  actorName: string | null;
  actorDeleted: boolean;
};

export type NotificationFilters = {
  type?: NotificationType | undefined;
  read?: boolean | undefined;
  cursor: KeysetCursor | null;
  limit: number;
};

/** Which filters a list uses: pages of one shape share one prepared statement per database. */
type ListShape = { type: boolean; read: boolean; cursor: boolean };
const shapeName = (shape: ListShape) =>
  `notifications_list${shape.type ? 't' : ''}${shape.read ? 'r' : ''}${shape.cursor ? 'c' : ''}`;

function prepareList(db: Db, shape: ListShape) {
  return db
    .select({ ...notificationColumns, sortKey: cursorKey(sql`${notifications.createdAt}`) })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, sql.placeholder('userId')),
        shape.type ? eq(notifications.type, sql.placeholder('type')) : undefined,
        shape.read ? eq(notifications.read, sql.placeholder('read')) : undefined,
        shape.cursor
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .prepare(shapeName(shape));
}

const preparedList = preparedPerShape(shapeName, prepareList);

/** One page of the member's notifications, newest first (keyset on created_at, id); prepared once per shape. */
export async function listNotifications(db: Db, userId: string, filters: NotificationFilters) {
  const { cursor } = filters;
  const shape = {
    type: filters.type !== undefined,
    read: filters.read !== undefined,
    cursor: cursor !== null,
  };
  const statement = preparedList(db, shape);
  const rows = await statement.execute({
    userId,
    type: filters.type,
    read: filters.read,
    at: cursor?.at,
    id: cursor?.id,
    limit: filters.limit + 1,
  });
  const page = pageOf(rows, filters.limit, (row) => ({ at: row.sortKey, id: row.id }));
  return { rows: page.rows satisfies NotificationRow[], nextCursor: page.nextCursor };
}

/** How many of the member's notifications are unread (the partial index on unread rows). */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return row?.count ?? 0;
}

/** Marks one of the member's notifications read; null when the member has no such notification. */
export async function markNotificationRead(
  db: Db | Tx,
  userId: string,
  id: string,
): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning(notificationColumns);
  return row ?? null;
}

/**
 * Marks the member's unread notifications read: all of them, or only those of one type about one
 * member (the messages of a conversation just opened, the request just answered). Returns how many changed.
 */
export async function markAllNotificationsRead(
  db: Db | Tx,
  userId: string,
  about?: { type: NotificationType; relatedId: string },
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.read, false),
        about ? eq(notifications.type, about.type) : undefined,
        about ? eq(notifications.relatedId, about.relatedId) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes the member's unread notifications of one type about one member; returns their ids. */
export async function deleteUnreadNotificationsAbout(
  db: Db | Tx,
  userId: string,
  about: { type: NotificationType; relatedId: string },
): Promise<string[]> {
  const rows = await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.read, false),
        eq(notifications.type, about.type),
        eq(notifications.relatedId, about.relatedId),
      ),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

/** Deletes one of the member's notifications; false when the member has no such notification. */
export async function deleteNotification(db: Db | Tx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/**
 * Removes every notification that names the member about one subject (a pending request withdrawn at the
 * account's deletion), read or not; returns who had them, with their ids.
 */
export async function deleteNotificationsOfActor(
  db: Db | Tx,
  actorId: string,
  about: { type: NotificationType; relatedId?: string; recipients?: string[] },
): Promise<{ id: string; userId: string }[]> {
  if (about.recipients?.length === 0) return [];
  return db
    .delete(notifications)
    .where(
      and(
        eq(notifications.actorId, actorId),
        eq(notifications.type, about.type),
        about.relatedId ? eq(notifications.relatedId, about.relatedId) : undefined,
        about.recipients ? inArray(notifications.userId, about.recipients) : undefined,
      ),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
}
