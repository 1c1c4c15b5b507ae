import { creditStatuses, projectTypes } from '@plateau/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './users';

/**
 * A member's credit (issue 33): proposed by a finished project to each member of its team with a role, then
 * confirmed or declined by the member ('Vérifié' once confirmed), or declared by the member for a work from
 * outside Plateau ('Déclaré'). The title, year, role and kind are copied at proposal: the filmography keeps
 * them as they were even if the project changes or is deleted (then `project_id` is null).
 */
export const credits = pgTable(
  'credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    year: integer('year').notNull(),
    role: text('role').notNull(),
    kind: text('kind', { enum: projectTypes }).notNull(),
    link: text('link'),
    status: text('status', { enum: creditStatuses }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credits_user_year_idx').on(t.userId, t.year.desc(), t.createdAt.desc()),
    // One credit per member and project: a project finished twice proposes nothing new to the same member.
    uniqueIndex('credits_user_project_idx').on(t.userId, t.projectId).where(sql`${t.projectId} is not null`),
    index('credits_project_idx').on(t.projectId),
    // What others see of a filmography (confirmed, declared): the one search's full-text (migration 'search')
    // and the talents search's trigrams over title and role.
    index('credits_document_idx')
      .using('gin', sql`f_credit_document(${t.title}, ${t.role})`)
      .where(sql`${t.status} IN ('confirmé', 'déclaré')`),
    index('credits_search_trgm_idx')
      .using('gin', sql`f_unaccent(lower(${t.title} || ' ' || ${t.role})) gin_trgm_ops`)
      .where(sql`${t.status} IN ('confirmé', 'déclaré')`),
  ],
);
