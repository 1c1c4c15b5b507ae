import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * Counts one attempt under `key` in the `rate_limits` table (the table better-auth's limiter uses), so
 * the limit holds across instances: a fixed window of `windowMs` opens at the first attempt, and at most
 * `max` attempts fit in it. Call it inside the write's transaction: the row lock orders concurrent
 * attempts, and an attempt that fails afterwards (or is refused) rolls back and does not count.
 * Returns false when the attempt is over the limit.
 */
export async function consumeRateLimit(
  tx: Tx,
  key: string,
  limit: { max: number; windowMs: number },
  now = Date.now(),
): Promise<boolean> {
  const expired = sql`${rateLimits.lastRequest} <= ${now - limit.windowMs}`;
  const [row] = await tx
    .insert(rateLimits)
    .values({ key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 0) <= limit.max;
}
