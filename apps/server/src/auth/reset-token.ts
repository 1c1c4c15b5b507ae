import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, users, verifications } from '../db/schema';
import { verifyPassword } from './password';

/** The member a still-valid reset token belongs to (better-auth stores it as `reset-password:<token>`). */
export async function findResetTokenUser(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(
      and(eq(verifications.identifier, `reset-password:${token}`), gt(verifications.expiresAt, new Date())),
    )
    .limit(1);
  return row?.value ?? null;
}

/** True when the new password is the member's current one. */
export async function isSamePassword(db: Db, userId: string, password: string): Promise<boolean> {
  const [account] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return account?.password ? verifyPassword(account.password, password) : false;
}

/** The e-mail address and name a new password must differ from. */
export async function findMemberIdentity(db: Db, userId: string): Promise<{ email: string; name: string }> {
  const [row] = await db
    .select({ email: users.email, name: users.fullName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? { email: '', name: '' };
}
