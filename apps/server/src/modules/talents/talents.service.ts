import { creditRoleNames, professionNames, type TalentsQuery } from '@plateau/shared';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { credits, users } from '../../db/schema';
import { withCompiledRows } from '../../lib/compiled-rows';
import { isoTimestamp } from '../../lib/raw-query';
import {
  creditHolders,
  type FullTextQuery,
  foldForSearch,
  frenchQuery,
  fullTextQuery,
  shownCredit,
  talentMatch,
  talentMatchCandidates,
} from '../../lib/search';
import { noBlockBetween } from '../moderation';
import { facetKeys, talentFacetsDocument, talentProfessionDocument } from './talent-search';

/** Talents are members with role 'user' whose account is neither deleted nor suspended (issue 31) now. */
export const isListedTalent = and(
  eq(users.role, 'user'),
  isNull(users.deletedAt),
  sql`NOT (${users.banned} AND (${users.banExpires} IS NULL OR ${users.banExpires} > now()))`,
);

/** Listed for the viewer (the `viewer` placeholder): nobody blocked either way (issue 31). */
const isListedFor = and(isListedTalent, noBlockBetween(sql.placeholder('viewer'), users.id));

/** Only what a talent card shows. */
const talentCardColumns = {
  id: users.id,
  fullName: users.fullName,
  avatarUrl: users.avatarUrl,
  profession: users.profession,
  bio: users.bio,
  location: users.location,
  skills: users.skills,
  availabilityStatus: users.availabilityStatus,
  createdAt: users.createdAt,
};

/** The card as the statements answer it: its timestamp already the answer's text (`isoTimestamp`). */
const talentCardSelection = {
  id: users.id,
  fullName: users.fullName,
  avatarUrl: users.avatarUrl,
  profession: users.profession,
  bio: users.bio,
  location: users.location,
  skills: users.skills,
  availabilityStatus: users.availabilityStatus,
  createdAt: isoTimestamp(users.createdAt),
} satisfies Record<keyof typeof talentCardColumns, unknown>;

/** Newest-first listed talents a filtered page walks before it turns to the index (see searchTalents). */
export const talentWalkWindow = 1_000;

/**
 * Which filters a query uses: queries of one shape share their SQL, built and prepared once per
 * database (a named statement on PostgreSQL), so a request pays neither the query building nor the parse.
 */
type Shape = {
  /** A full-text search (its tsquery text in the `all` placeholder). */
  text: boolean;
  /** Some members' shown credits hold a word of the search (their ids in the `creditUsers` placeholder). */
  credits: boolean;
  availability: boolean;
  location: boolean;
  profession: boolean;
  creditRole: boolean;
  skills: boolean;
};

function shapeOf(query: TalentsQuery, fullText: FullTextQuery | null, creditUsers: string[]): Shape {
  return {
    text: fullText !== null,
    credits: creditUsers.length > 0,
    availability: Boolean(query.availability),
    location: Boolean(query.location),
    profession: Boolean(query.profession),
    creditRole: Boolean(query.creditRole),
    skills: Boolean(query.skills && query.skills.length > 0),
  };
}

const shapeName = (shape: Shape) =>
  `${shape.text ? 't' : '0'}${shape.credits ? 'c' : ''}${shape.availability ? 'a' : ''}${shape.location ? 'l' : ''}${shape.profession ? 'p' : ''}${shape.creditRole ? 'r' : ''}${shape.skills ? 's' : ''}`;

/** A regular expression matching any of the texts, taken literally. */
const anyOf = (texts: string[]) =>
  texts.map((text) => foldForSearch(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

/** The placeholders' values of a query. */
function paramsOf(
  query: TalentsQuery,
  viewerId: string,
  limit: number,
  offset: number,
  window: number,
  fullText: FullTextQuery | null,
  creditUsers: string[],
) {
  const params: Record<string, unknown> = { limit, offset, window, viewer: viewerId };
  if (fullText) params.all = fullText.all;
  if (creditUsers.length > 0) params.creditUsers = creditUsers;
  // A profession of the table matches in every form ('Réalisateur' finds a réalisatrice).
  if (query.profession) params.profession = anyOf(professionNames(query.profession));
  if (query.creditRole) params.creditRoleNames = creditRoleNames(query.creditRole).map(foldForSearch);
  if (query.availability) params.availability = query.availability;
  if (query.location) params.location = query.location;
  if (query.skills && query.skills.length > 0) params.skills = query.skills;
  params.facets = facetKeys(query);
  return params;
}

/** The search's tsquery and the credit holders' ids, as placeholders. */
const allPlaceholder = frenchQuery(sql.placeholder('all'));
const holdersOf = (shape: Shape) => (shape.credits ? sql`${sql.placeholder('creditUsers')}::uuid[]` : null);

/**
 * The search (the same full-text rule as GET /api/search: lib/search.ts talentMatch) and the profession
 * (trigrams) as conditions.
 */
function textConditions(shape: Shape): SQL[] {
  const conditions = shape.text ? [talentMatch(allPlaceholder, holdersOf(shape))] : [];
  if (shape.profession) {
    conditions.push(sql`${talentProfessionDocument} ~ ${sql.placeholder('profession')}`);
  }
  return conditions;
}

/** 'A travaillé comme…': a shown credit in that role, in either form. */
const creditRoleCondition = sql`${users.id} IN (SELECT ${credits.userId} FROM ${credits}
  WHERE ${shownCredit} AND f_unaccent(lower(${credits.role})) = ANY(${sql.placeholder('creditRoleNames')}::text[]))`;

/** Every filter on the row's own columns: cheap to check on each row of a walk. */
function rowConditions(shape: Shape): SQL[] {
  const conditions = textConditions(shape);
  if (shape.creditRole) conditions.push(creditRoleCondition);
  if (shape.availability)
    conditions.push(sql`${users.availabilityStatus} = ${sql.placeholder('availability')}`);
  if (shape.location) conditions.push(sql`${users.location} = ${sql.placeholder('location')}`);
  // ALL the selected skills: array containment.
  if (shape.skills) conditions.push(sql`${users.skills} @> ${sql.placeholder('skills')}::text[]`);
  return conditions;
}

/**
 * The same filters as the GIN indexes take them (users_search_document_idx for the search,
 * users_talents_filters_idx for the others). With credits in play, a member comes either from the index (every
 * word in their document) or from `creditUsers`; the whole match is then checked.
 */
function indexConditions(shape: Shape): SQL[] {
  const conditions = textConditions(shape);
  if (shape.credits) conditions.push(talentMatchCandidates(allPlaceholder, holdersOf(shape)));
  if (shape.creditRole) conditions.push(creditRoleCondition);
  if (shape.availability || shape.location || shape.skills) {
    conditions.push(sql`${talentFacetsDocument} @> ${sql.placeholder('facets')}::text[]`);
  }
  return conditions;
}

const newestFirst = [desc(users.createdAt), desc(users.id)] as const;

/** The newest listed talents, unfiltered. */
function prepareNewest(db: Db) {
  return withCompiledRows(
    db
      .select(talentCardSelection)
      .from(users)
      .where(isListedFor)
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('talents_newest'),
  );
}

/** The matching rows among the `window` newest listed talents, newest first. */
function prepareWalk(db: Db, shape: Shape) {
  // The newest listed talents, aliased "users" like the table so that the filters apply unchanged.
  const newest = db
    .select({ ...talentCardColumns, searchDocument: users.searchDocument })
    .from(users)
    .where(isListedFor)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('window'))
    .as('users');
  return withCompiledRows(
    db
      .select({
        id: newest.id,
        fullName: newest.fullName,
        avatarUrl: newest.avatarUrl,
        profession: newest.profession,
        bio: newest.bio,
        location: newest.location,
        skills: newest.skills,
        availabilityStatus: newest.availabilityStatus,
        createdAt: isoTimestamp(newest.createdAt),
      } satisfies Record<keyof typeof talentCardColumns, unknown>)
      .from(newest)
      .where(and(...rowConditions(shape)))
      .orderBy(desc(newest.createdAt), desc(newest.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`talents_walk_${shapeName(shape)}`),
  );
}

/** Every match through the GIN index (a MATERIALIZED CTE keeps the planner off the newest-first index). */
function prepareMatches(db: Db, shape: Shape) {
  const matching = sql`(
    WITH matching AS MATERIALIZED (
      SELECT ${users.id} AS id, ${users.createdAt} AS created_at FROM ${users}
      WHERE ${and(isListedFor, ...indexConditions(shape))}
    )
    SELECT id FROM matching ORDER BY created_at DESC, id DESC
    LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')}
  )`;
  return withCompiledRows(
    db
      .select(talentCardSelection)
      .from(users)
      .where(sql`${users.id} IN ${matching}`)
      .orderBy(...newestFirst)
      .prepare(`talents_matches_${shapeName(shape)}`),
  );
}

type Prepared = {
  newest: ReturnType<typeof prepareNewest>;
  walks: Map<string, ReturnType<typeof prepareWalk>>;
  matches: Map<string, ReturnType<typeof prepareMatches>>;
};
const preparedByDb = new WeakMap<Db, Prepared>();

function preparedFor(db: Db): Prepared {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = { newest: prepareNewest(db), walks: new Map(), matches: new Map() };
    preparedByDb.set(db, prepared);
  }
  return prepared;
}

function cached<T>(map: Map<string, T>, key: string, build: () => T): T {
  let value = map.get(key);
  if (value === undefined) {
    value = build();
    map.set(key, value);
  }
  return value;
}

/** A card's row: the answer's text of its timestamp (`isoTimestamp`). */
type TalentRow = Omit<Pick<typeof users.$inferSelect, keyof typeof talentCardColumns>, 'createdAt'> & {
  createdAt: string;
};

/**
 * Pages whose walk came back short recently: asked again within a minute, they go straight to the
 * index (popular searches repeat). Only the choice of plan is remembered, never rows.
 */
const rareSearches = new Map<string, number>();
const rareSearchMemoMs = 60_000;
const rareSearchMemoSize = 1_000;

function searchKey(query: TalentsQuery, fullText: FullTextQuery | null): string {
  return JSON.stringify([
    fullText?.all,
    query.availability,
    query.location,
    query.profession,
    query.creditRole,
    query.skills,
    query.page,
    query.pageSize,
  ]);
}

function isKnownRare(key: string, now: number): boolean {
  const at = rareSearches.get(key);
  if (at === undefined) return false;
  if (now - at < rareSearchMemoMs) return true;
  rareSearches.delete(key);
  return false;
}

/** Forgets which searches were rare (tests). */
export function forgetRareSearches(): void {
  rareSearches.clear();
}

function rememberRare(key: string, now: number): void {
  rareSearches.delete(key);
  if (rareSearches.size >= rareSearchMemoSize) {
    const oldest = rareSearches.keys().next();
    if (!oldest.done) rareSearches.delete(oldest.value);
  }
  rareSearches.set(key, now);
}

/**
 * One page of the directory, newest first, every filter applied in SQL.
 *
 * A filtered page takes one of two plans, whichever the data make cheap, without trusting the
 * planner's guess of how many members match (it multiplies the filters' selectivities as if they were
 * independent, and a wrong guess walks the whole table or reads every posting of a common word):
 * 1. walk the newest listed talents through their index, at most `walkWindow` of them (plus the rows of
 *    the pages before): when matches are common, the page fills within the first rows;
 * 2. otherwise the matches are few: collect them all through the GIN index of every filter, then sort
 *    them. The same page asked again within a minute skips the walk.
 */
export async function searchTalents(
  db: Db,
  viewerId: string,
  query: TalentsQuery,
  { walkWindow = talentWalkWindow }: { walkWindow?: number } = {},
) {
  const limit = query.pageSize + 1;
  const offset = (query.page - 1) * query.pageSize;
  const page = (rows: TalentRow[]) => ({
    rows: rows.slice(0, query.pageSize),
    hasMore: rows.length > query.pageSize,
  });
  const prepared = preparedFor(db);
  const fullText = fullTextQuery(query.q);
  // A search without a word (only signs: '« ! »') finds nobody, as GET /api/search.
  if (query.q && !fullText) return page([]);
  const creditUsers = fullText ? await creditHolders(db, fullText) : [];
  const shape = shapeOf(query, fullText, creditUsers);
  const name = shapeName(shape);
  if (name === '0') return page(await prepared.newest.execute({ limit, offset, viewer: viewerId }));
  const params = paramsOf(query, viewerId, limit, offset, walkWindow + offset + limit, fullText, creditUsers);
  const key = searchKey(query, fullText);
  const now = Date.now();
  if (!isKnownRare(key, now)) {
    const walk = cached(prepared.walks, name, () => prepareWalk(db, shape));
    const walked = await walk.execute(params);
    if (walked.length === limit) return page(walked);
    rememberRare(key, now);
  }
  const matches = cached(prepared.matches, name, () => prepareMatches(db, shape));
  return page(await matches.execute(params));
}

const skillsCacheMs = 60_000;
let skillsCache: { at: number; db: Db; skills: Promise<string[]> } | null = null;

/** Distinct skills of the listed talents, sorted in French order; cached for a minute. */
export function listSkills(db: Db, now = Date.now()): Promise<string[]> {
  if (skillsCache && skillsCache.db === db && now - skillsCache.at < skillsCacheMs) return skillsCache.skills;
  const skills = db
    .selectDistinct({ skill: sql<string>`unnest(${users.skills})` })
    .from(users)
    .where(isListedTalent)
    .then((rows) =>
      rows
        .map((row) => row.skill)
        .filter((skill) => skill.trim().length > 0)
        .sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })),
    );
  skillsCache = { at: now, db, skills };
  skills.catch(() => {
    skillsCache = null;
  });
  return skills;
}

/** Forgets the cached skills (after a profile edit on this instance). */
export function forgetSkills(): void {
  skillsCache = null;
}
