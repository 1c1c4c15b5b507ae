import { messages } from '@plateau/shared';
import type { Db } from '../db/client';
import { AppError } from './errors';
import { consumeRateLimit } from './rate-limit';

/**
 * Counts one attempt of `action` from a client address (or, for `password-check`, of one account:
 * `account:<id>`) in `rate_limits` (like better-auth's limits of sign-in and reset, so it holds across
 * instances) and refuses it with the French 429 beyond the limit.
 */
export async function limitAttempts(
  db: Db,
  action:
    | 'account-deletion'
    | 'report'
    | 'reset-token'
    | 'reset-request'
    | 'password-check'
    | 'confirmation-resend',
  address: string,
  limit: { window: number; max: number },
): Promise<void> {
  const allowed = await db.transaction((tx) =>
    consumeRateLimit(tx, `${action}:${address}`, { max: limit.max, windowMs: limit.window * 1000 }),
  );
  if (!allowed) throw new AppError(429, 'too_many_requests', messages.api.tooManyRequests);
}
