import { sql } from 'drizzle-orm';

/**
 * The searchable text of a member: name, bio and skills, lower-cased and without accents, stored
 * (generated column from the IMMUTABLE f_talent_search) so a trigram index backs it and the
 * recheck of candidate rows reads a stored string instead of calling unaccent again.
 */
export const memberSearchText = sql.raw('"users"."search_text"');

/** Lower-cases and strips accents the way f_unaccent does for French text. */
export function foldForSearch(value: string): string {
  return value
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
