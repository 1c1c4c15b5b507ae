import { eq } from 'drizzle-orm';
import { articleComments, news, userFavoriteArticles } from '../../db/schema';
import type { AccountDataPart } from '../../lib/account-data';
import { storedColumns } from '../../lib/stored-columns';

/** The member's saved articles, comments and authored articles. */
export const magazineAccountData: AccountDataPart = {
  export: async (db, userId) => {
    const [favoriteArticles, comments, articles] = await Promise.all([
      db.select().from(userFavoriteArticles).where(eq(userFavoriteArticles.userId, userId)),
      db.select().from(articleComments).where(eq(articleComments.userId, userId)),
      db.select(storedColumns(news)).from(news).where(eq(news.authorId, userId)),
    ]);
    return { favoriteArticles, articleComments: comments, articles };
  },
};
