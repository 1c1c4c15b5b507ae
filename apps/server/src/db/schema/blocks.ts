import { messageRequestStatuses } from '@plateau/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A block (issue 31): blocker_id no longer wants anything to do with blocked_id. The primary key answers one
 * direction of "is there a block between A and B", blocks_blocked_blocker_idx the other.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'blocks_pkey', columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_blocker_idx').on(t.blockedId, t.blockerId),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/**
 * A message request (issue 31): the first message of a member who is not a connection of a recipient who chose
 * 'Mes connexions uniquement'. 'en attente' shows in the recipient's 'Demandes', 'acceptée' in the main list,
 * 'supprimée' nowhere until the sender writes again; the recipient no longer sees messages up to cleared_at.
 */
export const messageRequests = pgTable(
  'message_requests',
  {
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: messageRequestStatuses }).notNull().default('en attente'),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'message_requests_pkey', columns: [t.recipientId, t.senderId] }),
    index('message_requests_sender_idx').on(t.senderId),
    check('message_requests_not_self', sql`${t.recipientId} <> ${t.senderId}`),
  ],
);
