import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { news, userFavoriteArticles, users } from '../../db/schema';
import { cursorKey, type KeysetCursor, pageOf } from '../../lib/cursor';
import { articleColumns, authorJoin, toArticleRow, visibleToMembers } from './articles.service';

/** The member's saved published articles, newest saved first, with their authors. */
export async function listFavorites(
  db: Db,
  userId: string,
  page: { cursor: KeysetCursor | null; limit: number },
) {
  const { cursor } = page;
  const rows = await db
    .select({
      ...articleColumns,
      favoriteId: userFavoriteArticles.id,
      savedAt: userFavoriteArticles.createdAt,
      sortKey: cursorKey(sql`${userFavoriteArticles.createdAt}`),
    })
    .from(userFavoriteArticles)
    .innerJoin(news, eq(news.id, userFavoriteArticles.articleId))
    .leftJoin(users, authorJoin)
    .where(
      and(
        eq(userFavoriteArticles.userId, userId),
        visibleToMembers,
        cursor
          ? sql`(${userFavoriteArticles.createdAt}, ${userFavoriteArticles.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(userFavoriteArticles.createdAt), desc(userFavoriteArticles.id))
    .limit(page.limit + 1);
  const result = pageOf(rows, page.limit, (row) => ({ at: row.sortKey, id: row.favoriteId }));
  return {
    rows: result.rows.map((row) => ({
      id: row.favoriteId,
      savedAt: row.savedAt,
      article: toArticleRow(row),
    })),
    nextCursor: result.nextCursor,
  };
}

/** Saves an article; false when it was already saved (nothing changes then). */
export async function addFavorite(db: Db, userId: string, articleId: string): Promise<boolean> {
  const rows = await db
    .insert(userFavoriteArticles)
    .values({ userId, articleId })
    .onConflictDoNothing({ target: [userFavoriteArticles.userId, userFavoriteArticles.articleId] })
    .returning({ id: userFavoriteArticles.id });
  return rows.length > 0;
}

/** Removes a saved article; false when it was not saved. */
export async function removeFavorite(db: Db, userId: string, articleId: string): Promise<boolean> {
  const rows = await db
    .delete(userFavoriteArticles)
    .where(and(eq(userFavoriteArticles.userId, userId), eq(userFavoriteArticles.articleId, articleId)))
    .returning({ id: userFavoriteArticles.id });
  return rows.length > 0;
}
