import { emailFrequencies } from '@plateau/shared';
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A member's notification e-mail settings (issue 30), one frequency per category; no row means the defaults
 * (`defaultEmailPreferences`). The two `*_digest_until` columns say up to when the member's summaries went
 * out: the next one covers what came after, and claiming it moves the mark (a summary goes out once).
 */
export const notificationEmailPreferences = pgTable('notification_email_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  messages: text('messages', { enum: emailFrequencies }).notNull().default('immédiat'),
  connections: text('connections', { enum: emailFrequencies }).notNull().default('immédiat'),
  projects: text('projects', { enum: emailFrequencies }).notNull().default('quotidien'),
  tasks: text('tasks', { enum: emailFrequencies }).notNull().default('quotidien'),
  magazine: text('magazine', { enum: emailFrequencies }).notNull().default('hebdomadaire'),
  dailyDigestUntil: timestamp('daily_digest_until', { withTimezone: true }),
  weeklyDigestUntil: timestamp('weekly_digest_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * When a conversation's unread messages were last mailed to their receiver: one e-mail per conversation
 * until the member comes back (reads it), then the next unread message may be mailed again.
 */
export const conversationMailNotices = pgTable(
  'conversation_mail_notices',
  {
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.receiverId, t.senderId] })],
);
