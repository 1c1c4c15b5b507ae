import { eq, or } from 'drizzle-orm';
import { messages } from '../../db/schema';
import type { AccountDataPart } from '../../lib/account-data';

/** The messages the member sent or received (the rows go with the member by cascade). */
export const messagesAccountData: AccountDataPart = {
  export: async (db, userId) => ({
    messages: await db
      .select()
      .from(messages)
      .where(or(eq(messages.senderId, userId), eq(messages.receiverId, userId))),
  }),
};
