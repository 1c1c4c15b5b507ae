import { taskReminderKinds, taskStatuses } from '@plateau/shared';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './users';

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    status: text('status', { enum: taskStatuses }).notNull().default('à faire'),
    dueDate: date('due_date', { mode: 'string' }),
    /** The task stays on the board when its assignee's account is deleted. */
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Its comments, counted by the `task_comments_count` trigger (migration 0012) on every insert and delete,
     * cascades included: the board reads 1,000 counts without counting 20,000 comments.
     */
    commentCount: integer('comment_count').notNull().default(0),
  },
  (t) => [
    index('tasks_project_created_idx').on(t.projectId, t.createdAt.desc()),
    // A board column's pages, newest first, and its count (index only).
    index('tasks_project_status_created_idx').on(
      t.projectId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('tasks_assigned_to_idx').on(t.assignedTo),
    // The reminders job reads the tasks due on one day.
    index('tasks_due_date_idx').on(t.dueDate),
  ],
);

export const taskComments = pgTable(
  'task_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** Set when the moderation removed it (issue 31): its text then reads 'Contenu retiré par la modération'. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_comments_task_created_idx').on(t.taskId, t.createdAt)],
);

/**
 * The due-date reminders already sent: one row per task, kind and due date. A job claims a reminder with
 * INSERT ... ON CONFLICT DO NOTHING in the transaction that writes the notification, so each is sent once
 * even with several server instances; a new due date is a new key, so it gets its own reminders.
 */
export const taskReminders = pgTable(
  'task_reminders',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: taskReminderKinds }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.kind, t.dueDate] })],
);
