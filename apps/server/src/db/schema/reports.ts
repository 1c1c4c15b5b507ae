import {
  moderationActions,
  moderationGrounds,
  reportCategories,
  reportTargetKinds,
  suspensionDurations,
} from '@plateau/shared';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** What a report or a decision copies of the content, as it was (issue 31). */
export type StoredSnapshot = {
  title: string | null;
  text: string;
  /** The columns as they were, to restore them when a contest reverses a removal. */
  fields: Record<string, string | null>;
};

/**
 * A decision of the moderation (DSA art. 17): its statement of reasons, the content as it was, and the one
 * contest of the member concerned. A contest's own decision points to the decision contested (`appeal_of`).
 */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetKind: text('target_kind', { enum: reportTargetKinds }).notNull(),
    targetId: uuid('target_id').notNull(),
    location: text('location').notNull(),
    /** The member concerned (kept null once their account is gone). */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: moderationActions }).notNull(),
    suspension: text('suspension', { enum: suspensionDurations }),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    ground: text('ground', { enum: moderationGrounds }).notNull(),
    facts: text('facts').notNull(),
    snapshot: jsonb('snapshot').$type<StoredSnapshot>().notNull(),
    appealOf: uuid('appeal_of'),
    /** The first report's time (null for a direct removal): the transparency figures' time to decide. */
    firstReportedAt: timestamp('first_reported_at', { withTimezone: true }),
    contestText: text('contest_text'),
    contestedAt: timestamp('contested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('moderation_decisions_created_idx').on(t.createdAt.desc()),
    index('moderation_decisions_owner_idx').on(t.ownerId),
  ],
);

/**
 * A report (DSA art. 16), by a member or a visitor, or a contest brought back into the queue (`kind`
 * 'appeal', `appeal_of` the decision). `reporter_key` ('user:<id>', 'email:<address>' or 'appeal:<decision>')
 * makes one report per reporter and content.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['report', 'appeal'] })
      .notNull()
      .default('report'),
    targetKind: text('target_kind', { enum: reportTargetKinds }).notNull(),
    targetId: uuid('target_id').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reporterKey: text('reporter_key').notNull(),
    reporterName: text('reporter_name').notNull(),
    reporterEmail: text('reporter_email').notNull(),
    category: text('category', { enum: reportCategories }),
    explanation: text('explanation').notNull(),
    location: text('location').notNull(),
    /** When the reporter ticked the good-faith declaration (required for 'Contenu illicite'). */
    goodFaithAt: timestamp('good_faith_at', { withTimezone: true }),
    snapshot: jsonb('snapshot').$type<StoredSnapshot>().notNull(),
    appealOf: uuid('appeal_of').references(() => moderationDecisions.id, { onDelete: 'cascade' }),
    decisionId: uuid('decision_id').references(() => moderationDecisions.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['open', 'decided'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_reporter_target_idx').on(t.reporterKey, t.targetKind, t.targetId),
    index('reports_open_target_idx')
      .on(t.targetKind, t.targetId, t.createdAt)
      .where(sql`${t.status} = 'open'`),
    index('reports_decision_idx').on(t.decisionId),
    index('reports_reporter_idx').on(t.reporterId),
  ],
);
