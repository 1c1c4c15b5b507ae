import { sql } from 'drizzle-orm';
import { talentFacets, users } from '../../db/schema';

/**
 * The searchable text of a talent: name, bio and skills, lower-cased and without accents, stored
 * (generated column from the IMMUTABLE f_talent_search) so a trigram index backs it and the
 * recheck of candidate rows reads a stored string instead of calling unaccent again.
 */
export const talentSearchDocument = sql.raw('"users"."search_text"');
/** Location, availability and skills as one array of keys (the GIN index users_talents_filters_idx). */
export const talentFacetsDocument = talentFacets(users);
/** The keys of talentFacetsDocument that a location, an availability and skills filter require. */
export function facetKeys(filters: {
  location?: string;
  availability?: string;
  skills?: string[];
}): string[] {
  return [
    ...(filters.location ? [` l:${filters.location}`] : []),
    ...(filters.availability ? [` a:${filters.availability}`] : []),
    ...(filters.skills ?? []),
  ];
}
/** The profession, lower-cased and without accents (trigram index). */
export const talentProfessionDocument = sql`f_unaccent(lower(coalesce(${users.profession}, '')))`;

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
