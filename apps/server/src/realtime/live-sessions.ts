import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

/**
 * Of the given session ids, those still valid: not revoked (sign-out, password reset, account
 * deletion remove the row), not expired, of a member neither deleted nor banned.
 */
export async function findLiveSessions(db: Db, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, sessionIds),
        gt(sessions.expiresAt, new Date()),
        isNull(users.deletedAt),
        eq(users.banned, false),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
