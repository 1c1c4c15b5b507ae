import { connectionStatuses } from '@plateau/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A connection request from user_id (requester) to connected_user_id (recipient). A pair of members
 * has at most one row: asking again after a refusal overwrites it (spec 1 §4).
 */
export const connections = pgTable(
  'connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    connectedUserId: uuid('connected_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: connectionStatuses }).notNull().default('en attente'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('connections_pair_idx').on(t.userId, t.connectedUserId),
    // One row per pair of members, whichever asked: a second request in the other direction is a conflict.
    uniqueIndex('connections_unordered_pair_idx').on(
      sql`least(${t.userId}, ${t.connectedUserId})`,
      sql`greatest(${t.userId}, ${t.connectedUserId})`,
    ),
    index('connections_recipient_status_idx').on(t.connectedUserId, t.status),
    index('connections_requester_status_idx').on(t.userId, t.status),
    check('connections_not_self', sql`${t.userId} <> ${t.connectedUserId}`),
  ],
);
