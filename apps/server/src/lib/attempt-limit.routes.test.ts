import { messages } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { buildSignedInUser, defaultPassword } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
const max = 3;

beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: { window: 60, max } });
});

const tooMany = { code: 'too_many_requests', message: messages.api.tooManyRequests };

describe('limits on guessable checks (per client address, in rate_limits)', () => {
  it('limits the password check of account deletion, even with the right password past the limit', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const attempt = (password: string) =>
      ctx.request({ method: 'POST', url: '/api/me/deletion', payload: { password }, cookie });
    for (let i = 0; i < max; i += 1) expect((await attempt(`essai-${i}-faux`)).statusCode).toBe(400);
    const refused = await attempt(defaultPassword);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual(tooMany);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.deletedAt).toBeNull();
  });

  it('limits resets with a bad token and token checks', async () => {
    const reset = (token: string) =>
      ctx.request({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'nouveau-secret-42' },
      });
    for (let i = 0; i < max; i += 1) {
      const response = await reset(`jeton-invente-${i}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_token');
    }
    const refused = await reset('jeton-invente-encore');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual(tooMany);
    const check = await ctx.request({ method: 'GET', url: '/api/password-reset/jeton-invente' });
    expect(check.statusCode).toBe(429);
  });
});
