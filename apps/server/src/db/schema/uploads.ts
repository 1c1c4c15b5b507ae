import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every image a member sent, by storage key: the member's storage quota is the sum of `size`, and an upload
 * nothing references a day after it was sent is removed (storage object and row).
 */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId), index('uploads_created_idx').on(t.createdAt)],
);
