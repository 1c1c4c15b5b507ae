import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import type { AccountDataPart } from '../../lib/account-data';

/** The member's notifications (the rows go with the member by cascade). */
export const notificationsAccountData: AccountDataPart = {
  export: async (db, userId) => ({
    notifications: await db.select().from(notifications).where(eq(notifications.userId, userId)),
  }),
};
