import { eq } from 'drizzle-orm';
import { blocks, messageRequests, users } from '../../db/schema';
import type { AccountDataPart } from '../../lib/account-data';

/** The members the member blocked, 'Qui peut m'écrire' and the requests they received (rows cascade). */
export const blocksAccountData: AccountDataPart = {
  export: async (db, userId) => {
    const [blocked, requests, [preferences]] = await Promise.all([
      db
        .select({ blockedId: blocks.blockedId, createdAt: blocks.createdAt })
        .from(blocks)
        .where(eq(blocks.blockerId, userId)),
      db.select().from(messageRequests).where(eq(messageRequests.recipientId, userId)),
      db.select({ messagePolicy: users.messagePolicy }).from(users).where(eq(users.id, userId)),
    ]);
    return { blocks: blocked, messageRequests: requests, messagingPreferences: preferences ?? null };
  },
};
