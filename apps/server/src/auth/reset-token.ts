import { createHash } from 'node:crypto';
import { and, eq, gt, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, users, verifications } from '../db/schema';
import { verifyPassword } from './password';

/** better-auth's identifier of a reset link: `reset-password:<token>`. */
export const resetIdentifierPrefix = 'reset-password:';
/**
 * What the database keeps instead: the SHA-256 of the token, under another prefix, so neither a token nor
 * anything accepted as one is stored (better-auth also looks the plain identifier up: a stored hash sent
 * back as a token never matches).
 */
const storedResetPrefix = 'reset-password-sha256:';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** better-auth's `verification.storeIdentifier` hash for reset links. */
export async function hashResetIdentifier(identifier: string): Promise<string> {
  return `${storedResetPrefix}${sha256(identifier.slice(resetIdentifierPrefix.length))}`;
}

/** The member a still-valid reset token belongs to. */
export async function findResetTokenUser(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(
      and(
        eq(verifications.identifier, `${storedResetPrefix}${sha256(token)}`),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.value ?? null;
}

/** Ends every outstanding reset link of a member (after a reset or a password change). */
export async function deleteResetTokensOf(db: Db, userId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, 'reset-password%'), eq(verifications.value, userId)));
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
