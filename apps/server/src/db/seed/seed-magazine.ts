import { eventsCategory } from '@plateau/shared';
import { articleComments, news, userFavoriteArticles } from '../schema';
import type { DemoArticle } from './article-types';
import { careerArticles } from './articles-careers';
import { craftArticles } from './articles-craft';
import { eventArticles } from './articles-events';
import { camilleFavorites, demoArticleComments } from './community-data';
import { between, later, type SeedContext } from './context';
import { DEMO_MEMBER_EMAIL, demoMembers } from './members';
import { atTime, daysAgo } from './random';

/** Every demo article and event, published or not. */
export const demoArticles: DemoArticle[] = [...careerArticles, ...craftArticles, ...eventArticles];

type ArticleRow = typeof news.$inferInsert & { id: string; publishDate: Date | null };

/** Inserts the magazine: articles and events, favourites and comments. */
export async function seedMagazine(
  ctx: SeedContext,
  adminEmail: string,
): Promise<{ articles: number; published: number; events: number; favorites: number; comments: number }> {
  const { random } = ctx;
  const rows: ArticleRow[] = demoArticles.map((article) => {
    const authorId = article.author.kind === 'admin' ? ctx.idOf(adminEmail) : ctx.idOf(article.author.email);
    const publishDate = daysAgo(ctx.now, article.publishedDaysAgo, random.int(0, 8), random.int(0, 59));
    const createdAt = daysAgo(ctx.now, article.publishedDaysAgo + 1, random.int(0, 8));
    const [category] = article.categories;
    return {
      id: ctx.uuid(),
      title: article.title,
      content: article.paragraphs.join('\n'),
      summary: article.summary,
      imageUrl: null,
      category: category ?? null,
      categories: article.categories,
      tags: article.tags,
      isPublished: article.published,
      publishDate: article.published ? publishDate : null,
      authorId,
      eventDate: article.event ? atTime(ctx.now, article.event.inDays, article.event.hour) : null,
      eventLocation: article.event?.location ?? null,
      createdAt,
      updatedAt: article.published ? publishDate : createdAt,
    };
  });
  await ctx.tx.insert(news).values(rows);

  const published = rows.filter((row) => row.isPublished);
  const articleNamed = (titleStart: string): ArticleRow => {
    const row = rows.find((candidate) => candidate.title.startsWith(titleStart));
    if (!row?.publishDate) throw new Error(`Demo data refers to an unknown published article: ${titleStart}`);
    return row;
  };
  const readableFrom = (row: ArticleRow, userId: string): Date =>
    later(row.publishDate ?? ctx.now, new Date(ctx.joinedAt(userId).getTime() + 3_600_000));

  const favoriteRows: Array<typeof userFavoriteArticles.$inferInsert> = [];
  const favoriteKeys = new Set<string>();
  const addFavorite = (userId: string, row: ArticleRow): void => {
    const key = `${userId}|${row.id}`;
    if (favoriteKeys.has(key)) return;
    favoriteKeys.add(key);
    const createdAt = between(random, readableFrom(row, userId), ctx.now);
    favoriteRows.push({ id: ctx.uuid(), userId, articleId: row.id, createdAt });
  };
  const camilleId = ctx.idOf(DEMO_MEMBER_EMAIL);
  for (const title of camilleFavorites) addFavorite(camilleId, articleNamed(title));
  const readers = demoMembers.map((member) => ctx.idOf(member.email)).filter((id) => id !== camilleId);
  for (let i = 0; i < 24; i++) addFavorite(random.pick(readers), random.pick(published));
  await ctx.tx.insert(userFavoriteArticles).values(favoriteRows);

  const lastCommentAt = new Map<string, Date>();
  const commentRows = demoArticleComments.map((comment) => {
    const row = articleNamed(comment.article);
    const userId = ctx.idOf(comment.email);
    const from = later(lastCommentAt.get(row.id) ?? readableFrom(row, userId), readableFrom(row, userId));
    const createdAt = between(random, from, new Date((from.getTime() + ctx.now.getTime()) / 2));
    lastCommentAt.set(row.id, createdAt);
    return { id: ctx.uuid(), articleId: row.id, userId, content: comment.text, createdAt };
  });
  await ctx.tx.insert(articleComments).values(commentRows);

  return {
    articles: rows.length,
    published: published.length,
    events: rows.filter((row) => row.category === eventsCategory).length,
    favorites: favoriteRows.length,
    comments: commentRows.length,
  };
}
