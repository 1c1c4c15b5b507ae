import { expandProfessionWords } from '@plateau/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { credits, users } from '../db/schema';
import { selectRowsOnce } from './raw-query';

/**
 * The searchable text of a member: name, bio and skills, lower-cased and without accents, stored
 * (generated column from the IMMUTABLE f_talent_search) so a trigram index backs it and the
 * recheck of candidate rows reads a stored string instead of calling unaccent again.
 */
export const memberSearchText = sql.raw('"users"."search_text"');

/**
 * Typographic apostrophes and their look-alikes (’ ‘ ʼ ′). f_unaccent makes them straight in every indexed
 * text (the unaccent rules map them to '); foldForSearch does the same to every query, so `d'atelier` and
 * `d’atelier` are one search everywhere (issue 33).
 */
const apostrophes = /[\u2018\u2019\u02bc\u2032]/g;

/** A text with its apostrophes made straight. */
export function straightApostrophes(value: string): string {
  return value.replace(apostrophes, "'");
}

/** Lower-cases, strips accents and makes apostrophes straight the way f_unaccent does for French text. */
export function foldForSearch(value: string): string {
  return straightApostrophes(value)
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** A LIKE pattern matching a word anywhere, with %, _ and \ taken literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The words of a search, folded; at most 8 so a long query cannot blow up the plan. */
export function searchWords(query: string | undefined): string[] {
  if (!query) return [];
  return foldForSearch(query)
    .split(/[\s,;]+/)
    .map((word) => word.trim())
    .filter(Boolean)
    .slice(0, 8);
}

/** The two tsquery texts of `fullTextQuery`. */
export type FullTextQuery = { all: string; any: string };

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * A search as two `to_tsquery('french', …)` texts over f_unaccent'ed documents: `all` (every word, a
 * profession's words standing for any of its forms: 'directeur photo lyon' is '(directeur & photographie |
 * directrice & photographie | … | cheffe & operatrice) & lyon'; a word written with a leading minus, as in
 * 'festival -theatre', must be absent) and `any` (at least one of the wanted groups: the candidates of a
 * document split over several rows). Null without a wanted word. Words hold only letters and digits, so
 * nothing of the query's own syntax gets through; French stop words are dropped by to_tsquery. The rule of
 * GET /api/search and of each list its 'Voir tout' opens (talents, projects, influencer projects, magazine).
 */
export function fullTextQuery(query: string | undefined): FullTextQuery | null {
  const wanted: string[] = [];
  const absent: string[] = [];
  for (const token of foldForSearch(query ?? '').split(/\s+/)) {
    if (/^-[\p{L}\p{N}]/u.test(token)) absent.push(...wordsOf(token));
    else wanted.push(...wordsOf(token));
  }
  const groupText = (groups: string[][][]) =>
    groups.map((alternatives) => `(${alternatives.map((words) => `(${words.join(' & ')})`).join(' | ')})`);
  const groups = groupText(expandProfessionWords(wanted.slice(0, 8)));
  if (groups.length === 0) return null;
  const excluded = groupText(expandProfessionWords(absent.slice(0, Math.max(0, 8 - groups.length))));
  return {
    all: [...groups, ...excluded.map((group) => `!${group}`)].join(' & '),
    any: groups.join(' | '),
  };
}

/** A tsquery of a `fullTextQuery` text (a parameter or a prepared statement's placeholder). */
export const frenchQuery = (text: unknown): SQL => sql`to_tsquery('french'::regconfig, ${text})`;

/** Credits others may see (confirmed, declared): what a search reads of a filmography. */
export const shownCredit = sql`${credits.status} IN ('confirmé', 'déclaré')`;

/** How many credit holders `creditHolders` gives at most. */
export const creditHoldersLimit = 1_000;

/**
 * The members with a shown credit (title or role) holding one of the search's words (the `any` text): the
 * candidates whose whole document, credits included, `talentMatch` then checks. Few, through
 * credits_document_idx.
 */
export async function creditHolders(db: Db, query: FullTextQuery): Promise<string[]> {
  const rows = await selectRowsOnce<{ id: string }>(
    db,
    'credit_holders',
    () => sql`SELECT DISTINCT ${credits.userId} AS "id" FROM ${credits}
      WHERE ${shownCredit} AND f_credit_document(${credits.title}, ${credits.role}) @@ ${frenchQuery(sql.placeholder('any'))}
      LIMIT ${creditHoldersLimit}`,
    { any: query.any },
  );
  return rows.map((row) => row.id);
}

/**
 * The one rule of a talent search (issue 33), for the search and the talents list alike: the member's stored
 * document (name, profession, city, skills, bio: users_search_document_idx) holds every word of `all` (a
 * tsquery), or, for the members of `holders` (a uuid[] of `creditHolders`, null when none), that document with
 * their shown credits' titles and roles does.
 */
export function talentMatch(all: SQL, holders: SQL | null): SQL {
  const own = sql`${users.searchDocument} @@ ${all}`;
  if (!holders) return own;
  return sql`(${own} OR (${users.id} = ANY(${holders}) AND (${users.searchDocument} || coalesce((
    SELECT to_tsvector('french'::regconfig, f_unaccent(string_agg(${credits.title} || ' ' || ${credits.role}, ' ')))
    FROM ${credits} WHERE ${credits.userId} = ${users.id} AND ${shownCredit}
  ), ''::tsvector)) @@ ${all}))`;
}

/** What the indexes answer of `talentMatch`: the own document's GIN index, or a credit holder by id. */
export function talentMatchCandidates(all: SQL, holders: SQL | null): SQL {
  const own = sql`${users.searchDocument} @@ ${all}`;
  return holders ? sql`(${own} OR ${users.id} = ANY(${holders}))` : own;
}
