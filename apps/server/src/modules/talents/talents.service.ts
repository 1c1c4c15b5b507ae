import { creditRoleNames, professionNames, type TalentsQuery } from '@plateau/shared';
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { credits, users } from '../../db/schema';
import { containsPattern, foldForSearch, searchWords } from '../../lib/search';
import { noBlockBetween } from '../moderation';
import {
  facetKeys,
  talentFacetsDocument,
  talentProfessionDocument,
  talentSearchDocument,
} from './talent-search';

/** Talents are members with role 'user' whose account is not deleted. */
export const isListedTalent = and(eq(users.role, 'user'), isNull(users.deletedAt));

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

/** Newest-first listed talents a filtered page walks before it turns to the index (see searchTalents). */
export const talentWalkWindow = 1_000;

/**
 * Which filters a query uses: queries of one shape share their SQL, built and prepared once per
 * database (a named statement on PostgreSQL), so a request pays neither the query building nor the parse.
 */
type Shape = {
  words: number;
  /** Some members' shown credits hold a word of the search (their ids in the `creditUsers` placeholder). */
  credits: boolean;
  availability: boolean;
  location: boolean;
  profession: boolean;
  creditRole: boolean;
  skills: boolean;
};

function shapeOf(query: TalentsQuery, creditUsers: string[]): Shape {
  return {
    words: searchWords(query.q).length,
    credits: creditUsers.length > 0,
    availability: Boolean(query.availability),
    location: Boolean(query.location),
    profession: Boolean(query.profession),
    creditRole: Boolean(query.creditRole),
    skills: Boolean(query.skills && query.skills.length > 0),
  };
}

const shapeName = (shape: Shape) =>
  `${shape.words}${shape.credits ? 'c' : ''}${shape.availability ? 'a' : ''}${shape.location ? 'l' : ''}${shape.profession ? 'p' : ''}${shape.creditRole ? 'r' : ''}${shape.skills ? 's' : ''}`;

/** Credits others may see (confirmed, declared): what the talents search reads of a filmography. */
const shownCredit = sql`${credits.status} IN ('confirmé', 'déclaré')`;
/** A credit's title and role, lower-cased and without accents (trigram index credits_search_trgm_idx). */
const creditText = sql`f_unaccent(lower(${credits.title} || ' ' || ${credits.role}))`;

/** A regular expression matching any of the texts, taken literally. */
const anyOf = (texts: string[]) =>
  texts.map((text) => foldForSearch(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

/**
 * The members whose shown credits (title or role) hold one of the search's words: the talents search finds
 * a member by a film of their filmography (issue 33). Few rows, through the trigram index of credits.
 */
async function creditUsersOf(db: Db, words: string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: credits.userId })
    .from(credits)
    .where(
      and(sql`${shownCredit}`, or(...words.map((word) => sql`${creditText} LIKE ${containsPattern(word)}`))),
    )
    .limit(talentWalkWindow);
  return rows.map((row) => row.userId);
}

/** The placeholders' values of a query. */
function paramsOf(
  query: TalentsQuery,
  viewerId: string,
  limit: number,
  offset: number,
  window: number,
  creditUsers: string[],
) {
  const params: Record<string, unknown> = { limit, offset, window, viewer: viewerId };
  searchWords(query.q).forEach((word, index) => {
    params[`word${index}`] = containsPattern(word);
  });
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

/** A search word in the member's text or, for the members of `creditUsers`, in a shown credit. */
function wordCondition(shape: Shape, index: number): SQL {
  const word = sql.placeholder(`word${index}`);
  const inText = sql`${talentSearchDocument} LIKE ${word}`;
  if (!shape.credits) return inText;
  return sql`(${inText} OR (${users.id} = ANY(${sql.placeholder('creditUsers')}::uuid[]) AND EXISTS (
    SELECT 1 FROM ${credits} WHERE ${credits.userId} = ${users.id} AND ${shownCredit} AND ${creditText} LIKE ${word})))`;
}

/** The search words and the profession as trigram conditions. */
function textConditions(shape: Shape): SQL[] {
  const conditions = Array.from({ length: shape.words }, (_, index) => wordCondition(shape, index));
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
 * The same filters as the GIN index users_talents_filters_idx takes them. With credits in play, a member
 * comes either from the index (every word in their text) or from `creditUsers`; the words are then checked.
 */
function indexConditions(shape: Shape): SQL[] {
  const conditions = textConditions(shape);
  if (shape.credits) {
    const indexed = Array.from(
      { length: shape.words },
      (_, index) => sql`${talentSearchDocument} LIKE ${sql.placeholder(`word${index}`)}`,
    );
    conditions.push(
      sql`(${and(...indexed)} OR ${users.id} = ANY(${sql.placeholder('creditUsers')}::uuid[]))`,
    );
  }
  if (shape.creditRole) conditions.push(creditRoleCondition);
  if (shape.availability || shape.location || shape.skills) {
    conditions.push(sql`${talentFacetsDocument} @> ${sql.placeholder('facets')}::text[]`);
  }
  return conditions;
}

const newestFirst = [desc(users.createdAt), desc(users.id)] as const;

/** The newest listed talents, unfiltered. */
function prepareNewest(db: Db) {
  return db
    .select(talentCardColumns)
    .from(users)
    .where(isListedFor)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('talents_newest');
}

/** The matching rows among the `window` newest listed talents, newest first. */
function prepareWalk(db: Db, shape: Shape) {
  // The newest listed talents, aliased "users" like the table so that the filters apply unchanged.
  const newest = db
    .select({ ...talentCardColumns, searchText: users.searchText })
    .from(users)
    .where(isListedFor)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('window'))
    .as('users');
  return db
    .select({
      id: newest.id,
      fullName: newest.fullName,
      avatarUrl: newest.avatarUrl,
      profession: newest.profession,
      bio: newest.bio,
      location: newest.location,
      skills: newest.skills,
      availabilityStatus: newest.availabilityStatus,
      createdAt: newest.createdAt,
    } satisfies Record<keyof typeof talentCardColumns, unknown>)
    .from(newest)
    .where(and(...rowConditions(shape)))
    .orderBy(desc(newest.createdAt), desc(newest.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`talents_walk_${shapeName(shape)}`);
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
  return db
    .select(talentCardColumns)
    .from(users)
    .where(sql`${users.id} IN ${matching}`)
    .orderBy(...newestFirst)
    .prepare(`talents_matches_${shapeName(shape)}`);
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

type TalentRow = Pick<typeof users.$inferSelect, keyof typeof talentCardColumns>;

/**
 * Pages whose walk came back short recently: asked again within a minute, they go straight to the
 * index (popular searches repeat). Only the choice of plan is remembered, never rows.
 */
const rareSearches = new Map<string, number>();
const rareSearchMemoMs = 60_000;
const rareSearchMemoSize = 1_000;

function searchKey(query: TalentsQuery): string {
  return JSON.stringify([
    searchWords(query.q),
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
  const creditUsers = await creditUsersOf(db, searchWords(query.q));
  const shape = shapeOf(query, creditUsers);
  const name = shapeName(shape);
  if (name === '0') return page(await prepared.newest.execute({ limit, offset, viewer: viewerId }));
  const params = paramsOf(query, viewerId, limit, offset, walkWindow + offset + limit, creditUsers);
  const key = searchKey(query);
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
