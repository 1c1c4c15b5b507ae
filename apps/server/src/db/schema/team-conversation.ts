import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { messages } from './messages';
import { projects } from './projects';
import { users } from './users';

/**
 * A message of a project's team conversation (issue 33): one conversation per project, its members are the
 * project's owner and team at the time of reading (never stored), so a member who leaves loses it at once.
 */
export const projectMessages = pgTable(
  'project_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // DESC NULLS FIRST, PostgreSQL's DESC: the thread's ORDER BY created_at DESC, id DESC walks it (Drizzle's
    // plain .desc() writes NULLS LAST, which the planner cannot use for that order: it sorted every message).
    index('project_messages_project_created_idx').on(
      t.projectId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('project_messages_sender_idx').on(t.senderId),
  ],
);

/** Up to when a member has read a project's team conversation (its unread count is what came after). */
export const projectConversationReads = pgTable(
  'project_conversation_reads',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] })],
);

/** A file sent in a private (message_id) or team (project_message_id) message; the bytes live in storage. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    projectMessageId: uuid('project_message_id').references(() => projectMessages.id, {
      onDelete: 'cascade',
    }),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'message_attachments_one_message',
      sql`(${t.messageId} IS NULL) <> (${t.projectMessageId} IS NULL)`,
    ),
    index('message_attachments_message_idx').on(t.messageId),
    index('message_attachments_project_message_idx').on(t.projectMessageId),
    index('message_attachments_uploader_idx').on(t.uploaderId),
  ],
);
