import { sql } from 'drizzle-orm';
import { boolean, customType, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** PostgreSQL's full-text document type (read as its text form, never sent to clients). */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * The magazine's French full-text document: accents removed (f_unaccent), title weighted A, tags and
 * summary B, content D. f_news_search_document is an IMMUTABLE SQL function created by the magazine
 * migration (array_to_string alone is only STABLE, so it cannot appear in a generated column).
 * Queries match it with websearch_to_tsquery('french', f_unaccent($q)).
 */
export const newsSearchDocument = sql`f_news_search_document(title, summary, content, tags)`;

/** Magazine articles and events (an event has category 'Événements' and an event_date). */
export const news = pgTable(
  'news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    summary: text('summary'),
    imageUrl: text('image_url'),
    category: text('category'),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    isPublished: boolean('is_published').notNull().default(false),
    publishDate: timestamp('publish_date', { withTimezone: true }),
    /** The article survives its author's deletion. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    eventDate: timestamp('event_date', { withTimezone: true }),
    eventLocation: text('event_location'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Stored search document (see newsSearchDocument), indexed with GIN. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(newsSearchDocument),
  },
  // DESC indexes are NULLS FIRST, as a plain `order by x desc` is: drizzle's .desc() alone says NULLS LAST,
  // which no query's ORDER BY would match.
  (t) => [
    index('news_categories_gin_idx').using('gin', t.categories),
    // With the feed's key (btree_gin, migration 0028): the one search's newest matches from the index alone.
    index('news_search_vector_idx').using(
      'gin',
      t.searchVector,
      sql`coalesce(${t.publishDate}, ${t.createdAt})`,
    ),
    /** The magazine feed: published only, newest publish_date first (created_at when unset), then id. */
    index('news_feed_idx')
      .on(sql`coalesce(${t.publishDate}, ${t.createdAt}) desc`, t.id.desc().nullsFirst())
      .where(sql`${t.isPublished} = true`),
    /** Related articles: published, newest created_at first. */
    index('news_related_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublished} = true`),
  ],
);

export const userFavoriteArticles = pgTable(
  'user_favorite_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_favorite_articles_user_article_idx').on(t.userId, t.articleId),
    index('user_favorite_articles_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const articleComments = pgTable(
  'article_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** Set when the moderation removed it (issue 31): its text then reads 'Contenu retiré par la modération'. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** Comment pages: ascending (created_at, id) within an article. */
    index('article_comments_article_page_idx').on(t.articleId, t.createdAt, t.id),
    index('article_comments_user_idx').on(t.userId),
  ],
);
