import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions } from '../db/schema';
import { forgetUserSessions } from './session-cache';

/** Which of the member's sessions end: all of them, only one (sign-out), or all but one. */
export type RevokeScope = { only?: string; except?: string };

/**
 * Ends a member's sessions: deletes the rows, forgets them
 * in this process's session cache and closes this instance's sockets whose session is gone. Other
 * instances drop them within sessionCacheTtlMs (cache) and one heartbeat (sockets). Used by sign-out,
 * password reset and change, account deletion, and by the administration's suspension later.
 */
export async function revokeSessions(
  app: FastifyInstance,
  userId: string,
  scope: RevokeScope = {},
): Promise<void> {
  // At once, before any await: a request answered just before may be followed by one with the same cookie.
  forgetUserSessions(userId);
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
 * The cache and socket half of revokeSessions, for when better-auth already deleted the rows (sign-out,
 * reset, password change go through it).
 */
export async function afterSessionsRevoked(app: FastifyInstance, userId: string): Promise<void> {
  forgetUserSessions(userId);
  await app.realtime.closeEndedSessionsOf(userId);
}
