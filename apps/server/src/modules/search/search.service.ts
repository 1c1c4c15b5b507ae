import { searchGroupSize } from '@plateau/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { credits, influencerProjectDetails, news, projects, users } from '../../db/schema';
import { isoText, selectRows } from '../../lib/raw-query';
import { isInfluencerProjectSql } from '../influencer';
import { visibleToMembers } from '../magazine';
import { noBlockBetween } from '../moderation';
import { isListedTalent } from '../talents';

/** The two tsquery texts of lib/search.ts `fullTextQuery`. */
export type FullTextQuery = { all: string; any: string };

const tsquery = (text: string) => sql`to_tsquery('french'::regconfig, ${text})`;

/** A talent's own document (migration 'search', index users_member_document_idx). */
const memberDocument = sql`f_member_document(${users.fullName}, ${users.profession}, ${users.location}, ${users.bio}, ${users.skills})`;
/** Credits others may see: confirmed and declared (credits.policy). */
const shownCredit = sql`${credits.status} IN ('confirmé', 'déclaré')`;
/** A suspension under way (an expired one no longer counts). */
const suspended = sql`(${users.banned} AND (${users.banExpires} IS NULL OR ${users.banExpires} > now()))`;

type Counted = { total: number | string };
const totalOf = (rows: Counted[]) => Number(rows[0]?.total ?? 0);

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
  const all = tsquery(query.all);
  const rows = await selectRows<TalentHit & Counted>(
    db,
    sql`WITH matching AS MATERIALIZED (
      SELECT ${users.id} AS id FROM ${users}
      WHERE ${isListedTalent} AND ${memberDocument} @@ ${all}
      UNION
      SELECT ${users.id} FROM ${users}
      WHERE ${isListedTalent}
        AND ${users.id} IN (
          SELECT ${credits.userId} FROM ${credits}
          WHERE ${shownCredit} AND f_credit_document(${credits.title}, ${credits.role}) @@ ${tsquery(query.any)}
        )
        AND (${memberDocument} || coalesce((
          SELECT to_tsvector('french'::regconfig, f_unaccent(string_agg(${credits.title} || ' ' || ${credits.role}, ' ')))
          FROM ${credits} WHERE ${credits.userId} = ${users.id} AND ${shownCredit}
        ), ''::tsvector)) @@ ${all}
    )
    SELECT ${users.id} AS "id", ${users.fullName} AS "fullName", ${users.avatarUrl} AS "avatarUrl",
      ${users.profession} AS "profession", ${users.location} AS "location", count(*) OVER () AS "total"
    FROM matching JOIN ${users} ON ${users.id} = matching.id
    WHERE NOT ${suspended} AND ${noBlockBetween(viewerId, users.id)}
    ORDER BY ${users.createdAt} DESC, ${users.id} DESC
    LIMIT ${searchGroupSize}`,
  );
  return { rows, total: totalOf(rows) };
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
  const rows = await selectRows<ProjectHit & Counted>(
    db,
    sql`SELECT ${projects.id} AS "id", ${projects.title} AS "title", ${projects.category} AS "category",
      ${projects.status} AS "status", ${users.id} AS "ownerId", ${users.fullName} AS "ownerName",
      ${influencerProjectDetails.platform} AS "platform", count(*) OVER () AS "total"
    FROM ${projects}
    JOIN ${users} ON ${users.id} = ${projects.userId} AND ${users.deletedAt} IS NULL
    LEFT JOIN ${influencerProjectDetails} ON ${influencerProjectDetails.projectId} = ${projects.id}
    WHERE to_tsvector('french'::regconfig, ${projects.searchText}) @@ ${tsquery(query.all)}
      ${influencer ? sql`AND ${isInfluencerProjectSql}` : sql``}
    ORDER BY ${projects.createdAt} DESC, ${projects.id} DESC
    LIMIT ${searchGroupSize}`,
  );
  return { rows, total: totalOf(rows) };
}

export type ArticleHit = { id: string; title: string; summary: string | null; publishedAt: string };

/** Published articles (publish date reached) whose title, tags, summary or text hold every word, newest first. */
export async function searchArticles(db: Db, query: FullTextQuery) {
  const publishedAt = sql`coalesce(${news.publishDate}, ${news.createdAt})`;
  const rows = await selectRows<ArticleHit & Counted>(
    db,
    sql`SELECT ${news.id} AS "id", ${news.title} AS "title", ${news.summary} AS "summary",
      ${isoText(publishedAt)} AS "publishedAt", count(*) OVER () AS "total"
    FROM ${news}
    WHERE ${news.searchVector} @@ ${tsquery(query.all)} AND ${visibleToMembers}
    ORDER BY ${publishedAt} DESC, ${news.id} DESC
    LIMIT ${searchGroupSize}`,
  );
  return { rows, total: totalOf(rows) };
}
