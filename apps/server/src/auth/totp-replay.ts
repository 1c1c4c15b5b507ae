import { createHmac, timingSafeEqual } from 'node:crypto';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { twoFactors } from '../db/schema';

/** better-auth's TOTP: 6 digits, 30-second steps, the step before and after accepted too. */
const period = 30;
const digits = 6;
const window = 1;

/** The RFC 4226 code of one counter, the key being the secret's UTF-8 bytes (as better-auth's createOTP). */
function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', Buffer.from(secret, 'utf8')).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 15;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** digits).padStart(digits, '0');
}

/** The time step a code belongs to (now, the step before or after), or null when it matches none. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const current = Math.floor(now / 1000 / period);
  for (let step = current + window; step >= current - window; step--) {
    const expected = Buffer.from(hotp(secret, step));
    const given = Buffer.from(code);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return step;
  }
  return null;
}

export type TotpClaim =
  | { kind: 'unknown' }
  | { kind: 'replayed' }
  | { kind: 'claimed'; release: () => Promise<void> };

/**
 * better-auth accepts a TOTP code as long as its 30-second window lasts, as often as it is sent: a code seen
 * over a shoulder or intercepted could sign in a second time. Before the plugin checks a code, this claims
 * its time step for the member (`two_factors.last_used_step`, only ever moving forward, one atomic update):
 * a code of a step already used is 'replayed'; a code that matches no step is left to the plugin (which
 * refuses and counts it). `release` gives the step back when the plugin then refused for another reason.
 */
export async function claimTotpStep(app: FastifyInstance, userId: string, code: string): Promise<TotpClaim> {
  const [row] = await app.db
    .select({ secret: twoFactors.secret, lastUsedStep: twoFactors.lastUsedStep })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId))
    .limit(1);
  if (!row) return { kind: 'unknown' };
  const context = await app.auth.$context;
  const secret = await symmetricDecrypt({ key: context.secretConfig, data: row.secret });
  const step = matchingStep(secret, code);
  if (step === null) return { kind: 'unknown' };
  const claimed = await app.db
    .update(twoFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactors.userId, userId),
        or(isNull(twoFactors.lastUsedStep), lt(twoFactors.lastUsedStep, step)),
      ),
    )
    .returning({ id: twoFactors.id });
  if (claimed.length === 0) return { kind: 'replayed' };
  return {
    kind: 'claimed',
    release: async () => {
      await app.db
        .update(twoFactors)
        .set({ lastUsedStep: row.lastUsedStep })
        .where(and(eq(twoFactors.userId, userId), eq(twoFactors.lastUsedStep, step)));
    },
  };
}
