import { sql } from 'drizzle-orm';
import { talentFacets, users } from '../../db/schema';
import { memberSearchText } from '../../lib/search';

/** The searchable text of a talent (see memberSearchText in lib/search.ts). */
export const talentSearchDocument = memberSearchText;
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
