import { eq, or } from 'drizzle-orm';
import { connections } from '../../db/schema';
import type { AccountDataPart } from '../../lib/account-data';

/** The member's connections, both directions (the rows go with the member by cascade). */
export const connectionsAccountData: AccountDataPart = {
  export: async (db, userId) => ({
    connections: await db
      .select()
      .from(connections)
      .where(or(eq(connections.userId, userId), eq(connections.connectedUserId, userId))),
  }),
};
