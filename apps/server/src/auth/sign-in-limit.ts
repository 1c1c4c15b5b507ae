import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { countAttempt } from '../lib/rate-limit';

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

/** Adds one to a counter (its own statement, committed at once); returns the count and the window's end. */
const bump = (db: Db, { key, limit }: Counter, now: number) =>
  countAttempt(db, key, limit.window * 1000, now);

/**
 * Counts a sign-in as failed before the password is checked (so parallel guesses cannot overrun the limits),
 * with the one attempt counter (countAttempt, in `rate_limits` beside better-auth's counters), each count its own
 * statement outside any transaction: a failure must stay counted whatever the sign-in does after. When the address
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
