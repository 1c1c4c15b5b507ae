import { and, eq, like } from 'drizzle-orm';
import { portfolioItems, uploads } from '../../db/schema';
import type { AccountDataPart } from '../../lib/account-data';
import { uploadsPathPrefix } from '../../storage/storage';
import { uploadFolderOf } from '../uploads';

/** The member's portfolio items and their image files (removed at the deletion itself, issue 29). */
export const portfolioAccountData: AccountDataPart = {
  export: async (db, userId) => ({
    portfolioItems: await db.select().from(portfolioItems).where(eq(portfolioItems.userId, userId)),
  }),
  purge: async (app, userId) => {
    await app.storage.deletePrefix(uploadFolderOf('portfolio', userId));
  },
  // The items stay (a reactivation brings them back) without their images, which go at once.
  deactivate: async (tx, _events, userId) => {
    await tx
      .update(portfolioItems)
      .set({ imageUrl: null })
      .where(
        and(
          eq(portfolioItems.userId, userId),
          like(portfolioItems.imageUrl, `${uploadsPathPrefix}${uploadFolderOf('portfolio', userId)}%`),
        ),
      );
  },
  removeFiles: async (app, userId) => {
    const folder = uploadFolderOf('portfolio', userId);
    await app.storage.deletePrefix(folder);
    await app.db.delete(uploads).where(and(eq(uploads.userId, userId), like(uploads.key, `${folder}%`)));
  },
};
