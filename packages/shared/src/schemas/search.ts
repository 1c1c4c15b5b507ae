import { influencerPlatforms, projectStatuses, storedProjectCategories } from '../enums';
import { fill } from '../messages/fill';
import { searchMessages as m } from '../messages/search.fr';
import { singleLineText } from './text';
import { z } from './zod';

/** The longest search the server reads (a longer one is refused, nothing searched). */
export const searchQueryMaxLength = 200;
/** Results shown per group on /recherche; 'Voir tout' opens the area's own list. */
export const searchGroupSize = 5;
/** A group's count stops there: past it, the page says 'Plus de 100 résultats'. */
export const searchCountLimit = 100;

/** GET /api/search?q=… */
export const searchQuerySchema = z.object({
  q: singleLineText({ error: m.queryRequired })
    .trim()
    .min(1, { error: m.queryRequired })
    .max(searchQueryMaxLength, { error: fill(m.queryTooLong, { max: searchQueryMaxLength }) }),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

const person = z.object({ id: z.string(), fullName: z.string() });

export const searchTalentSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  profession: z.string().nullable(),
  location: z.string().nullable(),
});
export const searchProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(storedProjectCategories),
  status: z.enum(projectStatuses),
  owner: person,
});
export const searchInfluencerProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  platform: z.enum(influencerPlatforms).nullable(),
  owner: person,
});
export const searchArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  publishedAt: z.string(),
});

/** One group: its first results (searchGroupSize at most) and how many match, up to searchCountLimit (`more` past it). */
const group = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), more: z.boolean() });

export const searchResultsSchema = z.object({
  query: z.string(),
  talents: group(searchTalentSchema),
  projects: group(searchProjectSchema),
  influencerProjects: group(searchInfluencerProjectSchema),
  articles: group(searchArticleSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
export type SearchTalent = z.infer<typeof searchTalentSchema>;
export type SearchProject = z.infer<typeof searchProjectSchema>;
export type SearchInfluencerProject = z.infer<typeof searchInfluencerProjectSchema>;
export type SearchArticle = z.infer<typeof searchArticleSchema>;
