import type { FastifyInstance } from 'fastify';
import { limitAttempts } from '../lib/attempt-limit';

/**
 * Counts one check of a member's current password (password change, account deletion) against the
 * account, whatever the client address: the French 429 beyond `passwordCheckAccountLimit`.
 */
export function limitPasswordChecks(app: FastifyInstance, userId: string): Promise<void> {
  return limitAttempts(app.db, 'password-check', `account:${userId}`, app.config.passwordCheckAccountLimit);
}
