import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions } from '../db/schema';

/** Which of the member's sessions end: all of them, only one (sign-out), or all but one. */
export type RevokeScope = { only?: string; except?: string };

/**
 * Ends a member's sessions: deletes the rows (every instance reads the session on each request, so the next
 * request is refused everywhere) and closes this instance's sockets whose session is gone; other instances
 * close theirs at their next heartbeat. Used by sign-out, password reset and change, account deletion and
 * the administration's suspension.
 */
export async function revokeSessions(
  app: FastifyInstance,
  userId: string,
  scope: RevokeScope = {},
): Promise<void> {
  await app.db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        scope.only ? eq(sessions.id, scope.only) : undefined,
        scope.except ? ne(sessions.id, scope.except) : undefined,
      ),
    );
  await afterSessionsRevoked(app, userId);
}

/**
 * The socket half of revokeSessions, for when better-auth already deleted the rows (sign-out, reset,
 * password change go through it).
 */
export async function afterSessionsRevoked(app: FastifyInstance, userId: string): Promise<void> {
  await app.realtime.closeEndedSessionsOf(userId);
}
