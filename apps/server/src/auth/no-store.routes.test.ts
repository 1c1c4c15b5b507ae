import { categoryCoverUrl } from '@plateau/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser, defaultPassword } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  return () => ctx.app.close();
});

describe('Cache-Control of personal answers (issue 27, item 13)', () => {
  it('is no-store on the /api answers to a signed-in member, errors included', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    for (const url of [
      '/api/me',
      '/api/me/profile',
      `/api/users/${user.id}`,
      '/api/notifications',
      '/api/admin/users',
    ]) {
      const answer = await ctx.request({ method: 'GET', url, cookie });
      expect(answer.statusCode, url).toBeLessThan(500);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is no-store on the sign-in answer that sets the session cookie', async () => {
    const user = await buildUser(ctx.db);
    const answer = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: defaultPassword },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('leaves a route’s own Cache-Control (public covers) and visitors’ public answers alone', async () => {
    const { cookie } = await buildSignedInUser(ctx);
    const cover = await ctx.request({ method: 'GET', url: categoryCoverUrl('Théâtre'), cookie });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const health = await ctx.request({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).toBeUndefined();
  });
});
