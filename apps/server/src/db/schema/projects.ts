import {
  experienceLevels,
  influencerCategory,
  influencerRoleTitles,
  joinRequestStatuses,
  memberStatuses,
  memberVisibilities,
  projectRoles,
  projectStatuses,
  projectTypes,
  storedProjectCategories,
} from '@plateau/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tsvector, users } from './users';

/**
 * A project's filter keys as one array: 'c:<category>', 's:<status>' and 'r:oui' or 'r:non' for
 * recruiting (spec 2 §4). f_project_facets is an IMMUTABLE SQL function (migration 0007); the list
 * repeats this expression so that PostgreSQL matches it with the index projects_search_idx.
 */
export function projectFacets(t: { category: AnyPgColumn; status: AnyPgColumn; requiredRoles: AnyPgColumn }) {
  return sql`f_project_facets(${t.category}, ${t.status}, ${t.requiredRoles})`;
}

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The owner. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: storedProjectCategories }).notNull().default('Film'),
    status: text('status', { enum: projectStatuses }).notNull().default('en préparation'),
    budget: numeric('budget', { precision: 12, scale: 2, mode: 'number' }),
    deadline: date('deadline', { mode: 'string' }),
    startDate: date('start_date', { mode: 'string' }),
    coverImage: text('cover_image'),
    requiredRoles: text('required_roles').array().notNull().default(sql`'{}'::text[]`),
    memberVisibilityDefault: text('member_visibility_default', { enum: memberVisibilities })
      .notNull()
      .default('public'),
    tags: text('tags').array(),
    projectLocation: text('project_location'),
    targetAudience: text('target_audience'),
    genre: text('genre'),
    durationEstimate: text('duration_estimate'),
    experienceLevel: text('experience_level', { enum: experienceLevels }).notNull().default('intermédiaire'),
    projectType: text('project_type', { enum: projectTypes }).notNull().default('autre'),
    equipmentProvided: boolean('equipment_provided').notNull().default(false),
    cateringProvided: boolean('catering_provided').notNull().default(false),
    transportProvided: boolean('transport_provided').notNull().default(false),
    accommodationProvided: boolean('accommodation_provided').notNull().default(false),
    additionalBenefits: text('additional_benefits').array(),
    /** Title, description and tags, lower-cased and without accents (list search; migration 0007). */
    searchText: text('search_text').generatedAlwaysAs(sql`f_project_search(title, description, tags)`),
    /** The same as a French full-text document (the one search; migration 'search'). */
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`f_project_document(title, description, tags)`,
    ),
    /** Set when the moderation removed it (issue 31): its text then reads 'Contenu retiré par la modération'. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_user_created_idx').on(t.userId, t.createdAt.desc()),
    // Keyset pages of the list, newest first.
    index('projects_created_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The list's search and filters in one GIN index: category, status and recruiting as array keys
    // (projectFacets), and the accent-insensitive search text as trigrams.
    index('projects_search_idx')
      .using('gin', projectFacets(t), t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // The one search (issue 33, migration 'search'): French full-text over the search text, with the order's key
    // (btree_gin, migration 0028).
    index('projects_search_document_idx').using('gin', t.searchDocument, t.createdAt),
    // The same for the influencer projects only (migration 0027): the search's influencer group.
    index('projects_influencer_search_idx')
      .using('gin', t.searchDocument, t.createdAt)
      .where(
        sql`${t.category} = ${sql.raw(`'${influencerCategory}'`)} OR ${t.requiredRoles} && ARRAY[${sql.raw(
          influencerRoleTitles.map((title) => `'${title}'`).join(', '),
        )}]::text[]`,
      ),
    index('projects_category_idx').on(t.category),
    index('projects_status_idx').on(t.status),
  ],
);

export const projectMembers = pgTable(
  'project_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: projectRoles }).notNull().default('membre'),
    status: text('status', { enum: memberStatuses }).notNull().default('membre'),
    showProfile: boolean('show_profile').notNull().default(true),
    displayName: text('display_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_members_project_user_idx').on(t.projectId, t.userId),
    index('project_members_user_idx').on(t.userId),
  ],
);

/** A request to join a project; role is a project role or, in the influencer flow, a role title. */
export const projectJoinRequests = pgTable(
  'project_join_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** The requester's optional word to the owner (at most 500 characters). */
    message: text('message'),
    status: text('status', { enum: joinRequestStatuses }).notNull().default('en attente'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_join_requests_project_status_idx').on(t.projectId, t.status),
    index('project_join_requests_user_idx').on(t.userId),
    // At most one pending request per member and project; refused ones may be followed by a new one.
    uniqueIndex('project_join_requests_pending_idx')
      .on(t.projectId, t.userId)
      .where(sql`${t.status} = 'en attente'`),
  ],
);
