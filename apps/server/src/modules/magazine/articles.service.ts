import type { MagazineCategory } from '@plateau/shared';
import { and, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { news, userFavoriteArticles, users } from '../../db/schema';
import { cursorKey, type KeysetCursor, pageOf } from '../../lib/cursor';
import { frenchQuery, fullTextQuery } from '../../lib/search';
import type { ArticleRow } from './magazine.rows';

/** The feed's sort key (the expression of the news_feed_idx index). */
const feedKey = sql`coalesce(${news.publishDate}, ${news.createdAt})`;

/**
 * The one rule for what members see: published and its publish date reached. Drafts and scheduled articles
 * (publish date in the future) stay hidden from the feed, the article page, favourites and related articles.
 */
export const visibleToMembers = sql<boolean>`(${news.isPublished} and ${feedKey} <= now())`;

/** The columns the presenters need: explicit, never search_vector, never an e-mail. */
export const articleColumns = {
  id: news.id,
  title: news.title,
  summary: news.summary,
  content: news.content,
  imageUrl: news.imageUrl,
  category: news.category,
  categories: news.categories,
  tags: news.tags,
  publishDate: news.publishDate,
  createdAt: news.createdAt,
  eventDate: news.eventDate,
  eventLocation: news.eventLocation,
  authorId: users.id,
  authorName: users.fullName,
  authorAvatarUrl: users.avatarUrl,
  authorProfession: users.profession,
};

type ArticleSelection = Omit<ArticleRow, 'author'> & {
  authorId: string | null;
  authorName: string | null;
  authorAvatarUrl: string | null;
  authorProfession: string | null;
};

/** The author join: an account deleted (or being deleted) signs nothing; the editorial label shows. */
export const authorJoin = and(eq(users.id, news.authorId), isNull(users.deletedAt));

/** A selected row in the presenter's shape. */
export function toArticleRow(row: ArticleSelection): ArticleRow {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    content: row.content,
    imageUrl: row.imageUrl,
    category: row.category,
    categories: row.categories,
    tags: row.tags,
    publishDate: row.publishDate,
    createdAt: row.createdAt,
    eventDate: row.eventDate,
    eventLocation: row.eventLocation,
    author: {
      id: row.authorId,
      fullName: row.authorName,
      avatarUrl: row.authorAvatarUrl,
      profession: row.authorProfession,
    },
  };
}

export type ArticleFilters = {
  q?: string | undefined;
  category?: MagazineCategory | undefined;
  cursor: KeysetCursor | null;
  limit: number;
};

/** Published articles, newest publish date first, filtered by French full-text search and category. */
export async function listArticles(db: Db, filters: ArticleFilters) {
  const { cursor } = filters;
  const conditions: SQL[] = [visibleToMembers];
  // GET /api/search's rule (lib/search.ts fullTextQuery): a profession in every form, '-mot' left out.
  const q = filters.q?.trim();
  const fullText = fullTextQuery(q);
  if (fullText) conditions.push(sql`${news.searchVector} @@ ${frenchQuery(fullText.all)}`);
  else if (q) conditions.push(sql`false`);
  if (filters.category) {
    conditions.push(sql`${news.categories} @> array[${filters.category}]::text[]`);
  }
  if (cursor) {
    conditions.push(sql`(${feedKey}, ${news.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`);
  }
  const rows = await db
    .select({ ...articleColumns, sortKey: cursorKey(feedKey) })
    .from(news)
    .leftJoin(users, authorJoin)
    .where(and(...conditions))
    .orderBy(sql`${feedKey} desc`, desc(news.id))
    .limit(filters.limit + 1);
  const page = pageOf(rows, filters.limit, (row) => ({ at: row.sortKey, id: row.id }));
  return { rows: page.rows.map(toArticleRow), nextCursor: page.nextCursor };
}

/** One article by id, published or not (the policy decides), with the member's favourite flag. */
export async function findArticle(db: Db, id: string, viewerId: string) {
  const [row] = await db
    .select({
      ...articleColumns,
      isPublished: visibleToMembers,
      isFavorite: sql<boolean>`exists (select 1 from ${userFavoriteArticles} where ${userFavoriteArticles.userId} = ${viewerId} and ${userFavoriteArticles.articleId} = ${news.id})`,
    })
    .from(news)
    .leftJoin(users, authorJoin)
    .where(eq(news.id, id))
    .limit(1);
  if (!row) return null;
  return { article: toArticleRow(row), isPublished: row.isPublished, isFavorite: row.isFavorite };
}

/** Whether an article exists and is visible to members (published, publish date reached): what every access check needs. */
export async function findArticleAccess(db: Db | Tx, id: string): Promise<{ isPublished: boolean } | null> {
  const [row] = await db.select({ isPublished: visibleToMembers }).from(news).where(eq(news.id, id)).limit(1);
  return row ?? null;
}

/**
 * Articles similar to one (issue 33): other published articles that share its tags (4 points each, case
 * ignored), a category (2 points) or words of its title, tags and summary (the French full-text rank, below 1),
 * most similar first, newer first among equals. An article sharing nothing is never listed, however new.
 * The words come from the article's stored search document (lexemes of weight A and B, at most 32), already
 * stemmed and unaccented, so the query is built with the 'simple' configuration.
 */
export async function listRelatedArticles(db: Db, id: string, count: number) {
  const source = db.$with('related_source').as(
    db
      .select({
        tags: sql<string[]>`(select coalesce(array_agg(lower(t)), '{}') from unnest(${news.tags}) t)`.as(
          'source_tags',
        ),
        categories: sql<string[]>`${news.categories}`.as('source_categories'),
        words:
          sql`(select to_tsquery('simple', string_agg(quote_literal(w.lexeme), ' | ')) from (select lexeme from unnest(${news.searchVector}) where weights && '{A,B}'::text[] limit 32) w)`.as(
            'source_words',
          ),
      })
      .from(news)
      .where(eq(news.id, id)),
  );
  const sharedTags = sql`(select count(*) from unnest(${news.tags}) t where lower(t) = any(${source.tags}))`;
  const score = sql`(4 * ${sharedTags} + case when ${news.categories} && ${source.categories} then 2 else 0 end + coalesce(ts_rank(${news.searchVector}, ${source.words}), 0))`;
  const rows = await db
    .with(source)
    .select(articleColumns)
    .from(news)
    .innerJoin(source, sql`true`)
    .leftJoin(users, authorJoin)
    .where(
      and(
        visibleToMembers,
        ne(news.id, id),
        sql`(${sharedTags} > 0 or ${news.categories} && ${source.categories} or ${news.searchVector} @@ ${source.words})`,
      ),
    )
    .orderBy(sql`${score} desc`, desc(news.createdAt), desc(news.id))
    .limit(count);
  return rows.map(toArticleRow);
}
