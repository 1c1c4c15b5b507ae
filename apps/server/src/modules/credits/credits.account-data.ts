import { eq } from 'drizzle-orm';
import { credits } from '../../db/schema';
import type { AccountDataPart } from '../../lib/account-data';

/** The member's credits (the rows go with the account: ON DELETE CASCADE). */
export const creditsAccountData: AccountDataPart = {
  export: async (db, userId) => ({
    credits: await db.select().from(credits).where(eq(credits.userId, userId)),
  }),
};
