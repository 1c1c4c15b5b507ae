import { tmpdir } from 'node:os';
import { messages } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { rateLimits } from '../db/schema';
import { buildUser, defaultPassword, uniqueEmail } from '../test/factories';
import { createTestApp, nextClientAddress, type TestContext } from '../test/test-app';
import { reserveSignInAttempt } from './sign-in-limit';

// The limits `npm start` runs with, not the test app's relaxed ones.
const defaults = loadConfig({ AUTH_SECRET: 'secret-de-test', DATA_DIR: tmpdir() });
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({
    authRateLimit: defaults.authRateLimit,
    signInAccountLimit: defaults.signInAccountLimit,
  });
});

const signInFrom = (address: string, email: string, password: string) =>
  ctx.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: address,
    payload: { email, password },
  });

const expectTooMany = (response: Awaited<ReturnType<typeof signInFrom>>) => {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    error: { code: 'too_many_requests', message: messages.api.tooManyRequests },
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
};

describe('sign-in limits count failures only (per address and per account)', () => {
  it('runs with 10 failures a minute per address and 10 per 15 minutes per account', () => {
    expect(defaults.authRateLimit).toEqual({ window: 60, max: 10 });
    expect(defaults.signInAccountLimit).toEqual({ window: 900, max: 10 });
  });

  it('never limits correct sign-ins: 11 in a minute from one address all succeed', async () => {
    const address = nextClientAddress();
    const user = await buildUser(ctx.db);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await signInFrom(address, user.email, defaultPassword)).statusCode);
    }
    expect(statuses).toEqual(Array(11).fill(200));
  });

  it('after 10 failures from one address, refuses that address only, even with a right password', async () => {
    const office = nextClientAddress();
    for (let i = 0; i < 10; i += 1) {
      const response = await signInFrom(office, uniqueEmail('inconnu'), 'mauvais-mot-de-passe');
      expect(response.statusCode).toBe(401);
    }
    const colleague = await buildUser(ctx.db);
    expectTooMany(await signInFrom(office, colleague.email, defaultPassword));
    expect((await signInFrom(nextClientAddress(), colleague.email, defaultPassword)).statusCode).toBe(200);
  });

  it('after 10 failures on one account from many addresses, refuses it from any address', async () => {
    const target = await buildUser(ctx.db);
    for (let i = 0; i < 10; i += 1) {
      const response = await signInFrom(nextClientAddress(), target.email, 'mauvais-mot-de-passe');
      expect(response.statusCode).toBe(401);
    }
    const fresh = nextClientAddress();
    expectTooMany(await signInFrom(fresh, target.email, defaultPassword));
    expectTooMany(await signInFrom(fresh, target.email.toUpperCase(), 'mauvais-mot-de-passe'));
    // Another member signs in from the same fresh address: the refused attempts were not counted on it.
    const other = await buildUser(ctx.db);
    expect((await signInFrom(fresh, other.email, defaultPassword)).statusCode).toBe(200);
  });

  it('forgets the failures of an account once its owner signs in', async () => {
    const user = await buildUser(ctx.db);
    for (let i = 0; i < 9; i += 1) await signInFrom(nextClientAddress(), user.email, 'mauvais-mot-de-passe');
    expect((await signInFrom(nextClientAddress(), user.email, defaultPassword)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      statuses.push((await signInFrom(nextClientAddress(), user.email, 'mauvais-mot-de-passe')).statusCode);
    }
    expect(statuses).toEqual(Array(9).fill(401));
  });

  it('keeps its counters in the database and opens a new window once the last one ended', async () => {
    const address = nextClientAddress();
    for (let i = 0; i < 10; i += 1) await signInFrom(address, uniqueEmail('x'), 'mauvais-mot-de-passe');
    const rows = await ctx.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `sign-in-failures:address:${address}`));
    expect(rows.map((row) => row.count)).toEqual([10]);
    const limits = { address: defaults.authRateLimit, account: defaults.signInAccountLimit };
    const now = Date.now();
    expect((await reserveSignInAttempt(ctx.db, limits, address, uniqueEmail('y'), now)).blocked).toBe(true);
    const later = await reserveSignInAttempt(ctx.db, limits, address, uniqueEmail('y'), now + 61_000);
    expect(later.blocked).toBe(false);
  });
});
