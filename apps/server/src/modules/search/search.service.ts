import { searchCountLimit, searchGroupSize } from '@plateau/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { influencerProjectDetails, news, projects, users } from '../../db/schema';
import { isoText, selectListsOnce, selectRowsOnce } from '../../lib/raw-query';
import { creditHolders, type FullTextQuery, frenchQuery, talentMatch } from '../../lib/search';
import { isInfluencerProjectSql } from '../influencer';
import { visibleToMembers } from '../magazine';
import { noBlockBetween } from '../moderation';
import { isListedTalent } from '../talents';

/**
 * The windows (the N newest rows) a group's first page walks in turn, before it reads every match. Each group's GIN
 * index holds the order's key beside the document (btree_gin, migration 0028), so "the matches among the N newest"
 * is read from the index: only those rows are visited, however common the words.
 */
const firstWindow = 1_000;
const widerWindows = [10_000];

/** How a group reads its table; every value of the search is a placeholder (`all`, `viewer`, `holders`). */
type GroupSql = {
  /** The group's statements' name (selectRowsOnce's key). */
  name: string;
  /** What a result shows (SELECT list). */
  columns: SQL;
  /** FROM and JOINs. */
  from: SQL;
  /** The table's id, the order's tie-break. */
  id: SQL;
  /** The order of the results, newest first: the second column of the match's GIN index. */
  key: SQL;
  /** Visibility, cheap per row. */
  visible: SQL;
  /**
   * The rows a window counts: a read of a btree index in the order (key DESC, id DESC), index only where it can be
   * (the window only bounds the walk; the answer never depends on it).
   */
  window: { from: SQL; where: SQL };
  /** The full-text match on the stored document: what the GIN index answers. */
  match: SQL;
};

/** The search's values, one placeholder each in every group's statements. */
type SearchValues = { all: string; viewer?: string; holders?: string[] };

const all = frenchQuery(sql.placeholder('all'));

/**
 * A group's first results (newest first) and its count up to searchCountLimit (`more` past it), without trusting
 * the planner's guess of how common the words are (a word it does not know would make it walk a whole table
 * newest first, a common one would make it read and sort every match). The count is one scan that stops past
 * the limit. The first page is the matches among the 1,000 newest rows (`firstWindow`); when they are fewer than
 * a page, the matches are few (the count says so: all of them, from the index) or sparse among the newest
 * (the next, wider window, then all of them). Rows newer than a window's cut are all walked, so whichever window
 * gives a full page gives the same page as reading every match. Each statement is rendered once (selectRowsOnce)
 * and planned at each search, with its words.
 */
async function group<T>(db: Db, g: GroupSql, values: SearchValues) {
  const cut = (windowSize: number | null) =>
    windowSize === null
      ? sql``
      : sql`AND ${g.key} >= coalesce((SELECT ${g.key} FROM ${g.window.from} WHERE ${g.window.where}
          ORDER BY ${g.key} DESC, ${g.id} DESC OFFSET ${windowSize - 1} LIMIT 1), '-infinity'::timestamptz)`;
  // Built inside the statements' builders only: they run once per key (selectRowsOnce), not at each search.
  const order = () => sql`ORDER BY ${g.key} DESC, ${g.id} DESC LIMIT ${searchGroupSize}`;
  // A wider window: from the GIN index (a MATERIALIZED CTE), never newest first through the whole table for
  // words the planner believes common and that are rare together.
  const wider = (windowSize: number | null) =>
    selectRowsOnce<T>(
      db,
      `${g.name}_${windowSize ?? 'all'}`,
      () =>
        sql`WITH matching AS MATERIALIZED (SELECT ${g.id} AS id FROM ${g.from} WHERE ${g.match} ${cut(windowSize)})
        SELECT ${g.columns} FROM matching, ${g.from} WHERE ${g.id} = matching.id AND ${g.visible} AND ${g.match} ${order()}`,
      values,
    );
  // The first window (either plan the planner picks reads little: its GIN index with the cut, or ≤ 1,000 rows)
  // and the count, in one statement.
  const { walked, counted } = await selectListsOnce<{ walked: T[]; counted: { total: number }[] }>(
    db,
    `${g.name}_first`,
    () => ({
      walked: sql`SELECT ${g.columns} FROM ${g.from} WHERE ${g.visible} AND ${g.match} ${cut(firstWindow)} ${order()}`,
      counted: sql`SELECT count(*)::int AS "total" FROM (
      SELECT 1 FROM ${g.from} WHERE ${g.visible} AND ${g.match} LIMIT ${searchCountLimit + 1}
    ) AS counted`,
    }),
    values,
  );
  const total = Number(counted[0]?.total ?? 0);
  let rows = walked;
  if (rows.length < searchGroupSize && total > rows.length) {
    for (const windowSize of total <= searchCountLimit ? [null] : [...widerWindows, null]) {
      rows = await wider(windowSize);
      if (rows.length === searchGroupSize) break;
    }
  }
  return { rows, total: Math.min(total, searchCountLimit), more: total > searchCountLimit };
}

export type TalentHit = {
  id: string;
  fullName: string;
  avatarUrl: string | null;
  profession: string | null;
  location: string | null;
};

/** The talents group, with or without credit holders among the candidates. */
function talentsGroup(withHolders: boolean): GroupSql {
  const matches = talentMatch(all, withHolders ? sql`${sql.placeholder('holders')}::uuid[]` : null);
  return {
    name: withHolders ? 'search_talents_credits' : 'search_talents',
    columns: sql`${users.id} AS "id", ${users.fullName} AS "fullName", ${users.avatarUrl} AS "avatarUrl",
      ${users.profession} AS "profession", ${users.location} AS "location"`,
    from: sql`${users}`,
    id: sql`${users.id}`,
    key: sql`${users.createdAt}`,
    visible: sql`${isListedTalent} AND ${noBlockBetween(sql.placeholder('viewer'), users.id)}`,
    // users_talents_created_idx, index only.
    window: { from: sql`${users}`, where: sql`${users.role} = 'user' AND ${users.deletedAt} IS NULL` },
    match: sql`${isListedTalent} AND ${matches}`,
  };
}
const talentsGroups = { plain: talentsGroup(false), withHolders: talentsGroup(true) };

/**
 * Talents whose name, profession, city, skills, bio and shown credits (titles, roles) hold every word of the
 * search, newest first, with their count. Listed talents only (role 'user', not deleted), not suspended, and
 * nobody blocked either way with the viewer (noBlockBetween). Two sets of candidates, each through its GIN
 * index: members whose own document matches, and members with a shown credit matching one of the words
 * (their whole document, credits included, is then checked).
 */
export async function searchTalents(db: Db, viewerId: string, query: FullTextQuery) {
  const holders = await creditHolders(db, query);
  return group<TalentHit>(db, holders.length === 0 ? talentsGroups.plain : talentsGroups.withHolders, {
    all: query.all,
    viewer: viewerId,
    holders,
  });
}

export type ProjectHit = {
  id: string;
  title: string;
  category: (typeof projects.$inferSelect)['category'];
  status: (typeof projects.$inferSelect)['status'];
  ownerId: string;
  ownerName: string;
  platform: (typeof influencerProjectDetails.$inferSelect)['platform'] | null;
};

/** The projects group, or the influencer projects' (`influencer`). */
function projectsGroup(influencer: boolean): GroupSql {
  return {
    name: influencer ? 'search_influencer_projects' : 'search_projects',
    columns: sql`${projects.id} AS "id", ${projects.title} AS "title", ${projects.category} AS "category",
      ${projects.status} AS "status", ${users.id} AS "ownerId", ${users.fullName} AS "ownerName",
      ${influencerProjectDetails.platform} AS "platform"`,
    from: sql`${projects} JOIN ${users} ON ${users.id} = ${projects.userId}
      LEFT JOIN ${influencerProjectDetails} ON ${influencerProjectDetails.projectId} = ${projects.id}`,
    id: sql`${projects.id}`,
    key: sql`${projects.createdAt}`,
    visible: sql`${users.deletedAt} IS NULL ${influencer ? sql`AND ${isInfluencerProjectSql}` : sql``}`,
    // The newest projects of every kind, through projects_created_id_idx, index only (influencer projects may be
    // rare among them: the next window, then every match).
    window: { from: sql`${projects}`, where: sql`true` },
    // The influencer group's matches come from their own index (projects_influencer_search_idx, migration 0027,
    // whose predicate is isInfluencerProjectSql): a common word found in thousands of other projects costs
    // nothing to count there.
    match: influencer
      ? sql`${projects.searchDocument} @@ ${all} AND ${isInfluencerProjectSql}`
      : sql`${projects.searchDocument} @@ ${all}`,
  };
}
const projectsGroups = { all: projectsGroup(false), influencer: projectsGroup(true) };

/**
 * Projects whose title, description and tags hold every word, newest first, as the project list shows them
 * (owner's account not deleted); `influencer` keeps those of the influencer space only.
 */
export async function searchProjects(db: Db, query: FullTextQuery, influencer: boolean) {
  return group<ProjectHit>(db, influencer ? projectsGroups.influencer : projectsGroups.all, {
    all: query.all,
  });
}

export type ArticleHit = { id: string; title: string; summary: string | null; publishedAt: string };

const publishedAt = sql`coalesce(${news.publishDate}, ${news.createdAt})`;
const articlesGroup: GroupSql = {
  name: 'search_articles',
  columns: sql`${news.id} AS "id", ${news.title} AS "title", ${news.summary} AS "summary",
    ${isoText(publishedAt)} AS "publishedAt"`,
  from: sql`${news}`,
  id: sql`${news.id}`,
  key: publishedAt,
  visible: sql`${visibleToMembers}`,
  // news_feed_idx (published articles, scheduled ones included: they only narrow the window).
  window: { from: sql`${news}`, where: sql`${news.isPublished}` },
  match: sql`${news.searchVector} @@ ${all}`,
};

/** Published articles (publish date reached) whose title, tags, summary or text hold every word, newest first. */
export async function searchArticles(db: Db, query: FullTextQuery) {
  return group<ArticleHit>(db, articlesGroup, { all: query.all });
}
