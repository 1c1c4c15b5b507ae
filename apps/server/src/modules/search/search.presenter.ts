import type { SearchResults } from '@plateau/shared';
import type { ArticleHit, ProjectHit, TalentHit } from './search.service';

type Group<T> = { rows: T[]; total: number; more: boolean };

const talent = (row: TalentHit) => ({
  id: row.id,
  fullName: row.fullName,
  avatarUrl: row.avatarUrl,
  profession: row.profession,
  location: row.location,
});
const owner = (row: ProjectHit) => ({ id: row.ownerId, fullName: row.ownerName });
const project = (row: ProjectHit) => ({
  id: row.id,
  title: row.title,
  category: row.category,
  status: row.status,
  owner: owner(row),
});
const influencerProject = (row: ProjectHit) => ({
  id: row.id,
  title: row.title,
  platform: row.platform,
  owner: owner(row),
});
const article = (row: ArticleHit) => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  publishedAt: row.publishedAt,
});

const groupOf = <T, R>(group: Group<T>, present: (row: T) => R) => ({
  items: group.rows.map(present),
  total: group.total,
  more: group.more,
});

/** The answer of GET /api/search: each group's first results and its count. */
export function presentSearch(
  query: string,
  groups: {
    talents: Group<TalentHit>;
    projects: Group<ProjectHit>;
    influencerProjects: Group<ProjectHit>;
    articles: Group<ArticleHit>;
  },
): SearchResults {
  return {
    query,
    talents: groupOf(groups.talents, talent),
    projects: groupOf(groups.projects, project),
    influencerProjects: groupOf(groups.influencerProjects, influencerProject),
    articles: groupOf(groups.articles, article),
  };
}
