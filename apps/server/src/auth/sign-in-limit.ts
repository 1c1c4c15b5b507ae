import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

/** At most `max` failed sign-ins in a window of `window` seconds, counted from the window's first failure. */
export type FailureLimit = { window: number; max: number };

/** The two counters of failed sign-ins (OWASP ASVS §6.3): one per client address, one per account. */
export type SignInLimits = { address: FailureLimit; account: FailureLimit };

/** How a reserved attempt ended: only a refused password stays counted. */
export type SignInOutcome = 'failed' | 'succeeded' | 'other';

export type SignInAttempt =
  | { blocked: true; retryAfter: number }
  | { blocked: false; settle: (outcome: SignInOutcome) => Promise<void> };

type Counter = { key: string; limit: FailureLimit };

async function refund(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Adds one to a counter, in a new window once the last one ended; returns the count and the window's end. */
async function bump(
  db: Db,
  { key, limit }: Counter,
  now: number,
): Promise<{ count: number; endsAt: number }> {
  const ended = sql`${rateLimits.lastRequest} <= ${now - limit.window * 1000}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${ended} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
  return { count: row?.count ?? 1, endsAt: (row?.windowStart ?? now) + limit.window * 1000 };
}

/**
 * Counts a sign-in as failed before the password is checked (so parallel guesses cannot overrun the limits),
 * in `rate_limits` beside better-auth's counters (here `last_request` is the window's start). When the address
 * or the account has used up its failures, the attempt is refused without checking the password, so the
 * answer never tells whether it was right. Otherwise `settle` gives back what a success or another error
 * did not use: a success clears the account's failures, never the address's (it may be a whole office).
 */
export async function reserveSignInAttempt(
  db: Db,
  limits: SignInLimits,
  address: string,
  email: string,
  now = Date.now(),
): Promise<SignInAttempt> {
  const byAddress: Counter = { key: `sign-in-failures:address:${address}`, limit: limits.address };
  const byAccount: Counter = {
    key: `sign-in-failures:account:${email.trim().toLowerCase()}`,
    limit: limits.account,
  };
  const counted = [
    { counter: byAddress, ...(await bump(db, byAddress, now)) },
    { counter: byAccount, ...(await bump(db, byAccount, now)) },
  ];
  const over = counted.filter(({ counter, count }) => count > counter.limit.max);
  if (over.length > 0) {
    for (const { counter } of counted) await refund(db, counter.key);
    const wait = Math.max(...over.map(({ endsAt }) => endsAt - now));
    return { blocked: true, retryAfter: Math.max(Math.ceil(wait / 1000), 1) };
  }
  return {
    blocked: false,
    settle: async (outcome) => {
      if (outcome === 'failed') return;
      await refund(db, byAddress.key);
      if (outcome === 'succeeded') await db.delete(rateLimits).where(eq(rateLimits.key, byAccount.key));
      else await refund(db, byAccount.key);
    },
  };
}
