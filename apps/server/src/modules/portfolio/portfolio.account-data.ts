import { eq } from 'drizzle-orm';
import { portfolioItems } from '../../db/schema';
import type { AccountDataPart } from '../../lib/account-data';
import { uploadFolderOf } from '../uploads';

/** The member's portfolio items and their image files. */
export const portfolioAccountData: AccountDataPart = {
  export: async (db, userId) => ({
    portfolioItems: await db.select().from(portfolioItems).where(eq(portfolioItems.userId, userId)),
  }),
  purge: async (app, userId) => {
    await app.storage.deletePrefix(uploadFolderOf('portfolio', userId));
  },
};
