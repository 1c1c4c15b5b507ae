import {
  collaborationDurations,
  compensationTypes,
  influencerBudgetRanges,
  influencerPlatforms,
  roleExperienceLevels,
  workModes,
} from '@plateau/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { projectJoinRequests, projects } from './projects';

const emptyTextArray = sql`'{}'::text[]`;

/** The influencer wizard's extra fields, one row per influencer project (we store what the original dropped). */
export const influencerProjectDetails = pgTable(
  'influencer_project_details',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: influencerPlatforms }).notNull().default('YouTube'),
    contentTypes: text('content_types').array().notNull().default(emptyTextArray),
    projectScope: text('project_scope'),
    budgetRange: text('budget_range', { enum: influencerBudgetRanges }).notNull().default('À négocier'),
    timeline: text('timeline'),
    locationType: text('location_type', { enum: workModes }).notNull().default('Distanciel'),
    locationCity: text('location_city'),
    collaborationDuration: text('collaboration_duration', { enum: collaborationDurations })
      .notNull()
      .default('Court terme (1-3 mois)'),
    applicationDeadline: date('application_deadline', { mode: 'string' }),
    startDate: date('start_date', { mode: 'string' }),
    deliverables: text('deliverables').array().notNull().default(emptyTextArray),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('influencer_project_details_project_idx').on(t.projectId)],
);

export const influencerRoles = pgTable(
  'influencer_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    responsibilities: text('responsibilities'),
    requiredSkills: text('required_skills').array().notNull().default(emptyTextArray),
    experienceLevel: text('experience_level', { enum: roleExperienceLevels })
      .notNull()
      .default('Intermédiaire'),
    timeCommitment: text('time_commitment'),
    compensationType: text('compensation_type', { enum: compensationTypes }).notNull().default('Rémunéré'),
    compensationDetails: text('compensation_details'),
    positionsAvailable: integer('positions_available').notNull().default(1),
    isPriority: boolean('is_priority').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('influencer_roles_project_idx').on(t.projectId),
    check('influencer_roles_positions_min', sql`${t.positionsAvailable} >= 1`),
  ],
);

/** The application form's details, attached to the join request that carries its status. */
export const influencerApplications = pgTable(
  'influencer_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    joinRequestId: uuid('join_request_id')
      .notNull()
      .references(() => projectJoinRequests.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id').references(() => influencerRoles.id, { onDelete: 'set null' }),
    coverLetter: text('cover_letter').notNull(),
    portfolioLinks: text('portfolio_links').array().notNull().default(emptyTextArray),
    availabilityStart: date('availability_start', { mode: 'string' }),
    expectedCompensation: text('expected_compensation'),
    relevantExperience: text('relevant_experience').notNull(),
    motivation: text('motivation').notNull(),
    additionalInfo: text('additional_info'),
    /** Set when the moderation removed it (issue 31): its text then reads 'Contenu retiré par la modération'. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('influencer_applications_join_request_idx').on(t.joinRequestId),
    index('influencer_applications_role_idx').on(t.roleId),
  ],
);
