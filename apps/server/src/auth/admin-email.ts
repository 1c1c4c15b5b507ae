import { and, desc, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users, verifications } from '../db/schema';

/** True when ADMIN_EMAIL is set and is this address (whatever its case); unset, no address is designated. */
export const isAdminEmail = (email: string, adminEmail: string) =>
  adminEmail.length > 0 && email.trim().toLowerCase() === adminEmail;

const adminNoticePrefix = 'admin-promoted:';

/**
 * Promotes the existing account bearing the designated administrator address (spec 1 §6), called after a
 * successful sign-in only, and only once the address is confirmed (issue 29): a sign-up with that address
 * stays a member until its owner opened the confirmation link and signs in. When this call changed the
 * role, the new session carries the notice 'Rôle administrateur détecté…' (`takeAdminNotice`).
 */
export async function promoteIfAdmin(db: Db, email: string, adminEmail: string): Promise<boolean> {
  if (!isAdminEmail(email, adminEmail)) return false;
  const [promoted] = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(
      and(
        sql`lower(${users.email}) = ${adminEmail}`,
        ne(users.role, 'admin'),
        eq(users.emailVerified, true),
        isNull(users.deletedAt),
      ),
    )
    .returning({ id: users.id });
  if (!promoted) return false;
  // The session the sign-in just opened is the member's newest one.
  const [session] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, promoted.id))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  // Notices never read (the page was closed) go with the next promotion.
  await db
    .delete(verifications)
    .where(
      and(
        sql`${verifications.identifier} like ${`${adminNoticePrefix}%`}`,
        lt(verifications.expiresAt, new Date()),
      ),
    );
  if (session) {
    await db.insert(verifications).values({
      identifier: `${adminNoticePrefix}${session.id}`,
      value: promoted.id,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
  }
  return true;
}

/** True once per promoting sign-in: the first `GET /api/me` of that session shows the notice, then it is gone. */
export async function takeAdminNotice(db: Db, sessionId: string): Promise<boolean> {
  const taken = await db
    .delete(verifications)
    .where(eq(verifications.identifier, `${adminNoticePrefix}${sessionId}`))
    .returning({ id: verifications.id });
  return taken.length > 0;
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
