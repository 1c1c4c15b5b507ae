import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { createTestApp, type TestContext } from '../test/test-app';
import { consumeRateLimit } from './rate-limit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

const limit = { max: 2, windowMs: 10_000 };
const attempt = (key: string, now: number) =>
  ctx.db.transaction((tx) => consumeRateLimit(tx, key, limit, now));

describe('consumeRateLimit', () => {
  it('allows max attempts per window and key, in the database, and opens a new window afterwards', async () => {
    expect(await attempt('essai:a', 0)).toBe(true);
    expect(await attempt('essai:a', 1000)).toBe(true);
    expect(await attempt('essai:a', 2000)).toBe(false);
    expect(await attempt('essai:b', 2000)).toBe(true);
    expect(await attempt('essai:a', 10_001)).toBe(true);
    expect(await attempt('essai:a', 10_002)).toBe(true);
    expect(await attempt('essai:a', 10_003)).toBe(false);
    const [row] = await ctx.db.select().from(rateLimits).where(eq(rateLimits.key, 'essai:a'));
    expect(row?.lastRequest).toBe(10_001);
  });

  it('does not count an attempt whose transaction rolls back', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await consumeRateLimit(tx, 'essai:c', limit, 0);
        throw new Error('échec après le comptage');
      }),
    ).rejects.toThrow();
    expect(await attempt('essai:c', 1)).toBe(true);
    expect(await attempt('essai:c', 2)).toBe(true);
    expect(await attempt('essai:c', 3)).toBe(false);
  });
});
