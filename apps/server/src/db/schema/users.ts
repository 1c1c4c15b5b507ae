import { messagePolicies } from '@plateau/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A stored full-text document (never selected by a list: it only backs a search). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type SocialLinks = {
  instagram?: string;
  twitter?: string;
  linkedin?: string;
  youtube?: string;
};

/**
 * A talent's filter keys as one array: ' l:<location>', ' a:<availability>' and the skills (a skill is
 * trimmed, so it never starts with a space like the two prefixes). The talents search repeats this
 * expression so that PostgreSQL matches it with the index users_talents_filters_idx.
 */
export function talentFacets(t: {
  location: AnyPgColumn;
  availabilityStatus: AnyPgColumn;
  skills: AnyPgColumn;
}) {
  return sql`(ARRAY[' l:' || coalesce(${t.location}, ''), ' a:' || ${t.availabilityStatus}] || ${t.skills})`;
}

/**
 * The member: better-auth's user model and the spec's profile in one row
 * (better-auth maps name -> full_name and image -> avatar_url).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Two-factor sign-in is on (better-auth's twoFactor plugin; the secret lives in two_factors). */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    avatarUrl: text('avatar_url'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    profession: text('profession'),
    bio: text('bio'),
    location: text('location'),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    website: text('website'),
    socialLinks: jsonb('social_links').$type<SocialLinks>().notNull().default({}),
    availabilityStatus: text('availability_status').notNull().default('disponible'),
    defaultShowProfile: boolean('default_show_profile').notNull().default(true),
    /** 'Qui peut m'écrire' (issue 31): 'tout le monde' or 'connexions' (others' first messages are requests). */
    messagePolicy: text('message_policy', { enum: messagePolicies }).notNull().default('tout le monde'),
    /** Name, bio and skills, lower-cased and without accents (talents search; migration 'profiles'). */
    searchText: text('search_text').generatedAlwaysAs(sql`f_talent_search(full_name, bio, skills)`),
    /** Name, profession, city, skills and bio as a French full-text document (the one search; migration 'search'). */
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`f_member_document(full_name, profession, location, bio, skills)`,
    ),
    /** The name as lists sort it, the French way: lower-cased, without accents (migration 'sort_name'). */
    sortName: text('sort_name').generatedAlwaysAs(sql`f_unaccent(lower(full_name))`),
    /** Set when the member deletes the account; data purged 30 days later. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set when the moderation removed the profile's texts (issue 31). */
    profileModeratedAt: timestamp('profile_moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_created_idx').on(t.role, t.createdAt.desc()),
    // Lists by name: folded name, then the name itself as the tie-break, byte order on every database.
    index('users_sort_name_idx').on(sql`${t.sortName} collate "C"`, sql`${t.fullName} collate "C"`, t.id),
    // Talents directory (spec 1 §2): one GIN index over every filter (location, availability and skills
    // as array keys, accent- and case-insensitive search over name, bio and skills, profession), so a
    // search with filters intersects its keys inside one index scan instead of reading each key whole.
    index('users_talents_filters_idx')
      .using(
        'gin',
        talentFacets(t),
        t.searchText.op('gin_trgm_ops'),
        sql`f_unaccent(lower(coalesce(${t.profession}, ''))) gin_trgm_ops`,
      )
      // No pending list: a search never scans recent unmerged entries one by one (reads outnumber edits).
      .with({ fastupdate: false })
      .where(sql`${t.role} = 'user' AND ${t.deletedAt} IS NULL`),
    // NULLS FIRST: the order of a plain 'ORDER BY created_at DESC, id DESC'.
    index('users_talents_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.role} = 'user' AND ${t.deletedAt} IS NULL`),
    // One search (issue 33, migration 'search'): French full-text over name, profession, city, skills, bio; with
    // the order's key (btree_gin, migration 0028) so the newest matches are read from the index alone.
    index('users_search_document_idx')
      .using('gin', t.searchDocument, t.createdAt)
      .where(sql`${t.role} = 'user' AND ${t.deletedAt} IS NULL`),
    index('users_deleted_at_idx').on(t.deletedAt).where(sql`${t.deletedAt} IS NOT NULL`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: uuid('impersonated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    idToken: text('id_token'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

/** One-time tokens (password reset links). */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Rate-limit counters of sign-in, sign-up and reset, kept in the database. */
export const rateLimits = pgTable('rate_limits', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
