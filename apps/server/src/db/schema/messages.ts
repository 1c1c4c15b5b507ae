import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A private message; read turns true when the receiver opens the conversation. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    read: boolean('read').notNull().default(false),
    /** Set when the moderation removed it (issue 31): its text then reads 'Contenu retiré par la modération'. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_sender_receiver_created_idx').on(t.senderId, t.receiverId, t.createdAt.desc()),
    index('messages_receiver_sender_created_idx').on(t.receiverId, t.senderId, t.createdAt.desc()),
    // The dashboard's messages received per day.
    index('messages_receiver_created_idx').on(t.receiverId, t.createdAt),
    index('messages_receiver_unread_idx').on(t.receiverId).where(sql`${t.read} = false`),
  ],
);
