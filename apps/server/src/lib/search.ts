import { expandProfessionWords } from '@plateau/shared';
import { sql } from 'drizzle-orm';

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

/** The words of a full-text search: folded, split on anything but letters and digits, at most 8. */
export function fullTextWords(query: string | undefined): string[] {
  if (!query) return [];
  return foldForSearch(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/**
 * A search as two `to_tsquery('french', …)` texts over f_unaccent'ed documents: `all` (every word, a
 * profession's words standing for any of its forms: 'directeur photo lyon' is '(directeur & photographie |
 * directrice & photographie | … | cheffe & operatrice) & lyon') and `any` (at least one of those groups: the
 * candidates of a document split over several rows). Null without a word. Words hold only letters and
 * digits, so nothing of the query's own syntax gets through; French stop words are dropped by to_tsquery.
 */
export function fullTextQuery(query: string | undefined): { all: string; any: string } | null {
  const groups = expandProfessionWords(fullTextWords(query)).map(
    (alternatives) => `(${alternatives.map((words) => `(${words.join(' & ')})`).join(' | ')})`,
  );
  if (groups.length === 0) return null;
  return { all: groups.join(' & '), any: groups.join(' | ') };
}
