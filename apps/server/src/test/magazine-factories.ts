import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { articleComments, news, userFavoriteArticles } from '../db/schema';

export type BuildArticleOverrides = Partial<typeof news.$inferInsert>;

/** Inserts a published article (override isPublished, dates, categories... as needed). */
export async function buildArticle(db: Db, overrides: BuildArticleOverrides = {}) {
  const marker = randomUUID().slice(0, 8);
  const [article] = await db
    .insert(news)
    .values({
      title: `Article de test ${marker}`,
      summary: `Résumé de l’article ${marker}`,
      content: `Premier paragraphe de l’article ${marker}.\nSecond paragraphe.`,
      category: 'Actualités',
      categories: ['Actualités'],
      tags: ['test'],
      isPublished: true,
      publishDate: new Date(),
      ...overrides,
    })
    .returning({
      id: news.id,
      title: news.title,
      isPublished: news.isPublished,
      publishDate: news.publishDate,
      createdAt: news.createdAt,
    });
  if (!article) throw new Error('insertion de l’article impossible');
  return article;
}

/** Inserts a comment by a member on an article. */
export async function buildComment(
  db: Db,
  values: { articleId: string; userId: string; content?: string; createdAt?: Date },
) {
  const [comment] = await db
    .insert(articleComments)
    .values({ content: 'Un commentaire de test', ...values })
    .returning();
  if (!comment) throw new Error('insertion du commentaire impossible');
  return comment;
}

/** Saves an article in a member's favourites. */
export async function buildFavorite(db: Db, values: { userId: string; articleId: string; createdAt?: Date }) {
  const [favorite] = await db.insert(userFavoriteArticles).values(values).returning();
  if (!favorite) throw new Error('insertion du favori impossible');
  return favorite;
}
