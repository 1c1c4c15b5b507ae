import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import type { AccountDataPart } from '../../lib/account-data';
import { findEmailPreferences } from './email-preferences.service';

/** The member's notifications and e-mail settings (the rows go with the member by cascade). */
export const notificationsAccountData: AccountDataPart = {
  export: async (db, userId) => ({
    notifications: await db.select().from(notifications).where(eq(notifications.userId, userId)),
    notificationEmailPreferences: await findEmailPreferences(db, userId),
  }),
};
