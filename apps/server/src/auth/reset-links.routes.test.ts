import { createHash } from 'node:crypto';
import { messages } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../db/schema';
import { buildUser, defaultPassword, signIn, uniqueEmail } from '../test/factories';
import { requestResetToken } from '../test/reset-links';
import { createTestApp, type TestContext } from '../test/test-app';
import { resetLinksSent } from './reset-request';

const m = messages.auth;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  return () => ctx.app.close();
});

const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
  ctx.request({ method: 'POST', url, payload, cookie });
const isValid = async (token: string) =>
  (await ctx.request({ method: 'GET', url: `/api/password-reset/${encodeURIComponent(token)}` })).json()
    .valid;
const mailsTo = async (email: string) => {
  await ctx.mailDelivered();
  return ctx.outbox.filter((mail) => mail.to === email).length;
};

describe('reset links (issue 27, items 6, 8 and 13)', () => {
  it('stores only the SHA-256 of the token; the stored value is no token', async () => {
    const user = await buildUser(ctx.db);
    const token = await requestResetToken(ctx, user.email);
    const rows = await ctx.db.select().from(verifications).where(eq(verifications.value, user.id));
    expect(rows).toHaveLength(1);
    const stored = rows[0]?.identifier ?? '';
    expect(stored).not.toContain(token);
    const digest = createHash('sha256').update(token).digest('hex');
    expect(stored).toBe(`reset-password-sha256:${digest}`);
    expect(await isValid(token)).toBe(true);
    // Whoever reads the database cannot use what it holds.
    for (const guess of [digest, stored, stored.slice('reset-password'.length + 1)]) {
      expect(await isValid(guess)).toBe(false);
      const used = await post('/api/auth/reset-password', {
        token: guess,
        newPassword: 'pris-depuis-la-base-7',
      });
      expect(used.statusCode).toBe(400);
      expect(used.json().error).toEqual({ code: 'invalid_token', message: m.sessionExpired });
    }
  });

  it('ends every other outstanding link of the account once a reset succeeds', async () => {
    const user = await buildUser(ctx.db);
    const first = await requestResetToken(ctx, user.email);
    const second = await requestResetToken(ctx, user.email);
    expect(first).not.toBe(second);
    const reset = await post('/api/auth/reset-password', { token: second, newPassword: 'nouveau-secret-61' });
    expect(reset.statusCode).toBe(200);
    expect(await isValid(first)).toBe(false);
    const late = await post('/api/auth/reset-password', { token: first, newPassword: 'encore-un-autre-62' });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toEqual({ code: 'invalid_token', message: m.sessionExpired });
    expect(
      (await post('/api/auth/sign-in/email', { email: user.email, password: 'nouveau-secret-61' }))
        .statusCode,
    ).toBe(200);
  });

  it('ends every outstanding link of the account once the password is changed', async () => {
    const user = await buildUser(ctx.db);
    const token = await requestResetToken(ctx, user.email);
    const cookie = await signIn(ctx, user.email);
    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: defaultPassword, newPassword: 'change-de-secret-63' },
      cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect(await isValid(token)).toBe(false);
    const used = await post('/api/auth/reset-password', { token, newPassword: 'repris-par-le-lien-64' });
    expect(used.statusCode).toBe(400);
  });

  it('answers before looking the address up: no mail yet when the answer comes, one right after', async () => {
    const user = await buildUser(ctx.db);
    const known = await post('/api/auth/request-password-reset', { email: user.email });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ status: true, message: m.resetSentText });
    // Today's answer came before the account was read: the same work for a known and an unknown address.
    expect(ctx.outbox.filter((mail) => mail.to === user.email)).toHaveLength(0);
    expect(await ctx.db.select().from(verifications).where(eq(verifications.value, user.id))).toHaveLength(0);
    const unknown = await post('/api/auth/request-password-reset', { email: uniqueEmail('absent') });
    expect(unknown.json()).toEqual(known.json());
    await resetLinksSent(ctx.app);
    expect(await mailsTo(user.email)).toBe(1);
  });

  it('still limits the requests per address with the French 429, before answering', async () => {
    const limited = await createTestApp({ authRateLimit: { window: 60, max: 2 } });
    const user = await buildUser(limited.db);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await limited.request({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: user.email },
      });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) expect(answer.json().error.message).toBe(messages.api.tooManyRequests);
    }
    expect(statuses).toEqual([200, 200, 429]);
    // The two links are queued after the answers, then delivered by the 'mail' job.
    await limited.mailDelivered();
    await limited.app.close();
    expect(limited.outbox.filter((mail) => mail.to === user.email)).toHaveLength(2);
  });
});
