import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

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
  },
  (t) => [
    index('news_published_date_idx').on(t.isPublished, t.publishDate.desc()),
    index('news_categories_gin_idx').using('gin', t.categories),
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
    index('user_favorite_articles_user_created_idx').on(t.userId, t.createdAt.desc()),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('article_comments_article_created_idx').on(t.articleId, t.createdAt)],
);
