import { accountDeletionMessages as dm, fill } from '@plateau/shared';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, users } from '../db/schema';
import { AppError } from '../lib/errors';
import { verifyPassword } from './password';

/** Privacy policy: a deleted account's data are kept 30 days, then purged; it may be reactivated until then. */
export const deletedAccountRetentionDays = 30;
const retentionMs = deletedAccountRetentionDays * 24 * 60 * 60 * 1000;

/** An account by address (any case), with its deletion date and password hash. */
export type AccountByEmail = {
  id: string;
  fullName: string;
  email: string;
  deletedAt: Date | null;
  passwordHash: string | null;
  banned: boolean;
  banExpires: Date | null;
};

export async function findAccountByEmail(db: Db, email: string): Promise<AccountByEmail | null> {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      deletedAt: users.deletedAt,
      passwordHash: accounts.password,
      banned: users.banned,
      banExpires: users.banExpires,
    })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** True when the password is the account's. */
export async function isAccountPassword(account: AccountByEmail, password: string): Promise<boolean> {
  return account.passwordHash ? verifyPassword(account.passwordHash, password) : false;
}

/** A suspension still running (better-auth lifts an expired one at the next sign-in). */
export const isSuspended = (account: { banned: boolean; banExpires: Date | null }, now = new Date()) =>
  account.banned && (account.banExpires === null || account.banExpires.getTime() > now.getTime());

/** The day the purge erases an account deleted at `deletedAt`. */
export const purgeDateOf = (deletedAt: Date) => new Date(deletedAt.getTime() + retentionMs);

/** True while a deleted account may still be reactivated (its 30 days are not over). */
export const inGracePeriod = (deletedAt: Date, now = new Date()) =>
  purgeDateOf(deletedAt).getTime() > now.getTime();

const frenchDay = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

/** 'le 26 décembre 2026' without the article: the purge day in French. */
export const purgeDayText = (deletedAt: Date) => frenchDay.format(purgeDateOf(deletedAt));

/**
 * The refusal of a sign-in with the right password to a deleted account: 409 with the purge day during the
 * grace period (the web offers 'Réactiver mon compte'), 410 once it is over.
 */
export function deletedAccountRefusal(deletedAt: Date, now = new Date()): AppError {
  if (!inGracePeriod(deletedAt, now)) return new AppError(410, 'account_purged', dm.graceOver);
  return new AppError(
    409,
    'account_pending_deletion',
    fill(dm.pendingText, { date: purgeDayText(deletedAt) }),
  );
}

/** Brings a deleted account back (within its grace period): everything shows again as it was. */
export async function reactivateAccount(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ deletedAt: null, updatedAt: now })
    .where(and(eq(users.id, userId), isNotNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}
