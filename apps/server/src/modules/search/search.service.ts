import { searchCountLimit, searchGroupSize } from '@plateau/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { influencerProjectDetails, news, projects, users } from '../../db/schema';
import { isoText, selectRows } from '../../lib/raw-query';
import { creditHolders, type FullTextQuery, frenchQuery, talentMatch } from '../../lib/search';
import { isInfluencerProjectSql } from '../influencer';
import { visibleToMembers } from '../magazine';
import { noBlockBetween } from '../moderation';
import { isListedTalent } from '../talents';

const tsquery = (text: string) => frenchQuery(text);

/** The newest rows a group's first page walks before it turns to the full-text index. */
const walkWindow = 1_000;

/** How a group reads its table. */
type GroupSql = {
  /** What a result shows (SELECT list). */
  columns: SQL;
  /** FROM and JOINs. */
  from: SQL;
  /** The table's id, the CTE's key. */
  id: SQL;
  /** The order of the results and of the index walked, newest first. */
  key: SQL;
  /** Visibility, cheap per row. */
  visible: SQL;
  /**
   * The rows the walk's window counts, when not all the visible ones: a cheap read of an index in the key's
   * order (the window only bounds the walk; the answer never depends on it).
   */
  window?: { from: SQL; where: SQL };
  /** The full-text match on the stored document: what the GIN index answers. */
  match: SQL;
};

/**
 * A group's first results (newest first) and its count up to searchCountLimit (`more` past it), without
 * trusting the planner's guess of how common the words are (a word it does not know would make it walk a whole
 * table newest first, a common one would make it sort every match): the first page walks the `walkWindow` newest
 * visible rows; when they hold fewer than a page, the matches are few and come from the GIN index (a MATERIALIZED
 * CTE keeps the planner on it). The count is one scan that stops past the limit: the GIN index when the planner
 * expects few matches, else the table until the 101st match (counting through the MATERIALIZED CTE read and
 * hashed every match: the 6,000 projects of 'clip', every article's document for 'realisateur').
 */
async function group<T>(db: Db, g: GroupSql) {
  const window = g.window ?? { from: g.from, where: g.visible };
  const cut = sql`(SELECT ${g.key} FROM ${window.from} WHERE ${window.where} ORDER BY ${g.key} DESC OFFSET ${walkWindow - 1} LIMIT 1)`;
  const fromIndex = sql`WITH matching AS MATERIALIZED (SELECT ${g.id} AS id FROM ${g.from} WHERE ${g.match})`;
  const [walked, counted] = await Promise.all([
    selectRows<T>(
      db,
      sql`SELECT ${g.columns} FROM ${g.from}
        WHERE ${g.visible} AND ${g.match} AND ${g.key} >= coalesce(${cut}, '-infinity'::timestamptz)
        ORDER BY ${g.key} DESC, ${g.id} DESC LIMIT ${searchGroupSize}`,
    ),
    selectRows<{ total: number | string }>(
      db,
      sql`SELECT count(*) AS "total" FROM (
        SELECT 1 FROM ${g.from} WHERE ${g.visible} AND ${g.match} LIMIT ${searchCountLimit + 1}
      ) AS counted`,
    ),
  ]);
  const total = Number(counted[0]?.total ?? 0);
  const rows =
    walked.length === searchGroupSize || total <= walked.length
      ? walked
      : await selectRows<T>(
          db,
          sql`${fromIndex} SELECT ${g.columns} FROM matching, ${g.from}
            WHERE ${g.id} = matching.id AND ${g.visible} AND ${g.match} ORDER BY ${g.key} DESC, ${g.id} DESC LIMIT ${searchGroupSize}`,
        );
  return { rows, total: Math.min(total, searchCountLimit), more: total > searchCountLimit };
}

export type TalentHit = {
  id: string;
  fullName: string;
  avatarUrl: string | null;
  profession: string | null;
  location: string | null;
};

/**
 * Talents whose name, profession, city, skills, bio and shown credits (titles, roles) hold every word of the
 * search, newest first, with their count. Listed talents only (role 'user', not deleted), not suspended, and
 * nobody blocked either way with the viewer (noBlockBetween). Two sets of candidates, each through its GIN
 * index: members whose own document matches, and members with a shown credit matching one of the words
 * (their whole document, credits included, is then checked).
 */
export async function searchTalents(db: Db, viewerId: string, query: FullTextQuery) {
  const holders = await creditHolders(db, query);
  const matches = talentMatch(
    tsquery(query.all),
    holders.length === 0 ? null : sql`${sql.param(holders)}::uuid[]`,
  );
  return group<TalentHit>(db, {
    columns: sql`${users.id} AS "id", ${users.fullName} AS "fullName", ${users.avatarUrl} AS "avatarUrl",
      ${users.profession} AS "profession", ${users.location} AS "location"`,
    from: sql`${users}`,
    id: sql`${users.id}`,
    key: sql`${users.createdAt}`,
    visible: sql`${isListedTalent} AND ${noBlockBetween(viewerId, users.id)}`,
    match: sql`${isListedTalent} AND ${matches}`,
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

/**
 * Projects whose title, description and tags hold every word, newest first, as the project list shows them
 * (owner's account not deleted); `influencer` keeps those of the influencer space only.
 */
export async function searchProjects(db: Db, query: FullTextQuery, influencer: boolean) {
  return group<ProjectHit>(db, {
    columns: sql`${projects.id} AS "id", ${projects.title} AS "title", ${projects.category} AS "category",
      ${projects.status} AS "status", ${users.id} AS "ownerId", ${users.fullName} AS "ownerName",
      ${influencerProjectDetails.platform} AS "platform"`,
    from: sql`${projects} JOIN ${users} ON ${users.id} = ${projects.userId}
      LEFT JOIN ${influencerProjectDetails} ON ${influencerProjectDetails.projectId} = ${projects.id}`,
    id: sql`${projects.id}`,
    key: sql`${projects.createdAt}`,
    visible: sql`${users.deletedAt} IS NULL ${influencer ? sql`AND ${isInfluencerProjectSql}` : sql``}`,
    // The newest projects of every kind, through projects_created_id_idx alone (influencer projects may be rare).
    window: { from: sql`${projects}`, where: sql`true` },
    // The influencer group's matches come from their own index (projects_influencer_search_idx, migration 0027,
    // whose predicate is isInfluencerProjectSql): a common word found in thousands of other projects costs
    // nothing to count there.
    match: influencer
      ? sql`${projects.searchDocument} @@ ${tsquery(query.all)} AND ${isInfluencerProjectSql}`
      : sql`${projects.searchDocument} @@ ${tsquery(query.all)}`,
  });
}

export type ArticleHit = { id: string; title: string; summary: string | null; publishedAt: string };

/** Published articles (publish date reached) whose title, tags, summary or text hold every word, newest first. */
export async function searchArticles(db: Db, query: FullTextQuery) {
  const publishedAt = sql`coalesce(${news.publishDate}, ${news.createdAt})`;
  return group<ArticleHit>(db, {
    columns: sql`${news.id} AS "id", ${news.title} AS "title", ${news.summary} AS "summary",
      ${isoText(publishedAt)} AS "publishedAt"`,
    from: sql`${news}`,
    id: sql`${news.id}`,
    key: publishedAt,
    visible: sql`${visibleToMembers}`,
    match: sql`${news.searchVector} @@ ${tsquery(query.all)}`,
  });
}
