import {
  type DigestFrequency,
  defaultEmailPreferences,
  type EmailCategory,
  type EmailPreferences,
  emailCategories,
  type UnsubscribeScope,
} from '@plateau/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notificationEmailPreferences, users } from '../../db/schema';

const preferenceColumns = {
  messages: notificationEmailPreferences.messages,
  connections: notificationEmailPreferences.connections,
  projects: notificationEmailPreferences.projects,
  tasks: notificationEmailPreferences.tasks,
  magazine: notificationEmailPreferences.magazine,
};

/** The member's notification e-mail settings; the defaults while they never changed them. */
export async function findEmailPreferences(db: Db | Tx, userId: string): Promise<EmailPreferences> {
  const [row] = await db
    .select(preferenceColumns)
    .from(notificationEmailPreferences)
    .where(eq(notificationEmailPreferences.userId, userId));
  return row ?? { ...defaultEmailPreferences };
}

/**
 * Of these members, those who receive the e-mails of `category` at once (their settings, or the default while
 * they never changed them): the others hear of it in their summary, or never.
 */
export async function membersMailedAtOnce(
  db: Db | Tx,
  userIds: readonly string[],
  category: EmailCategory,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: notificationEmailPreferences.userId, frequency: preferenceColumns[category] })
    .from(notificationEmailPreferences)
    .where(inArray(notificationEmailPreferences.userId, [...userIds]));
  const chosen = new Map(rows.map((row) => [row.userId, row.frequency]));
  return userIds.filter((id) => (chosen.get(id) ?? defaultEmailPreferences[category]) === 'immédiat');
}

/** Replaces the member's settings (their summaries' marks stay). */
export async function saveEmailPreferences(
  db: Db | Tx,
  userId: string,
  preferences: EmailPreferences,
): Promise<EmailPreferences> {
  const values = Object.assign({ updatedAt: new Date() }, preferences);
  const [row] = await db
    .insert(notificationEmailPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationEmailPreferences.userId, set: values })
    .returning(preferenceColumns);
  if (!row) throw new Error('préférences non enregistrées');
  return row;
}

/** The categories a summary carries: those the member set to its frequency. */
export function categoriesAt(preferences: EmailPreferences, frequency: DigestFrequency): EmailCategory[] {
  return emailCategories.filter((category) => preferences[category] === frequency);
}

/**
 * One click on an unsubscribe link: the category is set to 'jamais'; for a summary, every category it
 * carries. Nothing happens for an account deleted meanwhile. Runs in the caller's transaction.
 */
export async function turnOffEmails(tx: Tx, userId: string, scope: UnsubscribeScope): Promise<void> {
  const [member] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  if (!member) return;
  const current = await findEmailPreferences(tx, userId);
  const next = { ...current };
  if (scope === 'dailyDigest' || scope === 'weeklyDigest') {
    for (const category of categoriesAt(current, scope === 'dailyDigest' ? 'quotidien' : 'hebdomadaire')) {
      next[category] = 'jamais';
    }
  } else {
    next[scope] = 'jamais';
  }
  await saveEmailPreferences(tx, userId, next);
}
