import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { forgetUserSessions } from './session-cache';

export const isAdminEmail = (email: string, adminEmail: string) =>
  adminEmail.length > 0 && email.trim().toLowerCase() === adminEmail;

/**
 * Promotes the account bearing the designated administrator address (spec 1 §6).
 * Returns true when this call changed the role.
 */
export async function promoteIfAdmin(db: Db, userId: string, adminEmail: string): Promise<boolean> {
  if (!adminEmail) return false;
  const promoted = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(and(eq(users.id, userId), sql`lower(${users.email}) = ${adminEmail}`, ne(users.role, 'admin')))
    .returning({ id: users.id });
  // The member's cached sessions carry the old role.
  if (promoted.length > 0) forgetUserSessions(userId);
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
