import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** True when ADMIN_EMAIL is set and is this address (whatever its case); unset, no address is designated. */
export const isAdminEmail = (email: string, adminEmail: string) =>
  adminEmail.length > 0 && email.trim().toLowerCase() === adminEmail;

/**
 * Promotes the existing account bearing the designated administrator address (spec 1 §6), called after a
 * successful sign-in only: addresses are not verified yet, so a sign-up with that address stays a member
 * until its owner signs in. Returns true when this call changed the role.
 */
export async function promoteIfAdmin(db: Db, email: string, adminEmail: string): Promise<boolean> {
  if (!isAdminEmail(email, adminEmail)) return false;
  const promoted = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(and(sql`lower(${users.email}) = ${adminEmail}`, ne(users.role, 'admin'), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return promoted.length > 0;
}

/** True when the member deleted their account (it is purged 30 days later). */
export async function isDeletedAccount(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.deletedAt)))
    .limit(1);
  return rows.length > 0;
}
