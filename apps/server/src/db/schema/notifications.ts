import { notificationKinds, notificationTypes } from '@plateau/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tasks } from './tasks';
import { users } from './users';

/**
 * A notification for one member. related_id points to the project (types project and task),
 * the sender (message) or the requester (connection); it is not a foreign key.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: notificationTypes }).notNull(),
    /** What it is about (its e-mail's subject and button); null on rows stored before issue 30. */
    kind: text('kind', { enum: notificationKinds }),
    content: text('content').notNull(),
    read: boolean('read').notNull().default(false),
    relatedId: uuid('related_id'),
    /** The task a 'task' notification is about (its dialog opens from the notification). */
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    /** The member the text names (sender, requester): shown as 'Utilisateur supprimé' once deleted. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The name as the text wrote it, replaced while the actor's account is deleted. */
    actorName: text('actor_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Each index matches a page query's ORDER BY created_at DESC, id DESC (keyset; NULLS FIRST is PostgreSQL's
  // default for DESC, so the planner walks the index instead of sorting), so a page reads 21 entries even for
  // a member with 100,000 notifications: all, by type, and unread (also the badge's count).
  (t) => [
    index('notifications_user_created_id_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('notifications_user_type_created_id_idx').on(
      t.userId,
      t.type,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('notifications_task_idx').on(t.taskId),
    index('notifications_actor_idx').on(t.actorId).where(sql`${t.actorId} IS NOT NULL`),
    index('notifications_user_unread_created_id_idx')
      .on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.read} = false`),
  ],
);
