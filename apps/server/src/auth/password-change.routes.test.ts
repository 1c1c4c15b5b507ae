import { messages } from '@plateau/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, defaultPassword, signIn } from '../test/factories';
import { createTestApp, nextClientAddress, type TestContext } from '../test/test-app';

const m = messages.auth;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ passwordCheckAccountLimit: { window: 60, max: 3 } });
  return () => ctx.app.close();
});

/** A request from its own client address each time: only the per-account limit can stop them. */
const postFromElsewhere = (url: string, payload: Record<string, unknown>, cookie: string) =>
  ctx.request({ method: 'POST', url, payload, cookie, remoteAddress: nextClientAddress() });
const canSignIn = async (email: string, password: string) =>
  (await ctx.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } }))
    .statusCode === 200;

describe('the password change (issue 27, items 9 and 10)', () => {
  it('refuses the current password as the new one, in French, and changes nothing', async () => {
    const user = await buildUser(ctx.db);
    const cookie = await signIn(ctx, user.email);
    const same = await postFromElsewhere(
      '/api/auth/change-password',
      { currentPassword: defaultPassword, newPassword: defaultPassword },
      cookie,
    );
    expect(same.statusCode).toBe(409);
    expect(same.json().error).toMatchObject({ code: 'same_password', message: m.samePassword });
    expect((await ctx.request({ method: 'GET', url: '/api/me', cookie })).json().user.id).toBe(user.id);
    expect(await canSignIn(user.email, defaultPassword)).toBe(true);
  });

  it('limits current-password checks per account, whatever the address, change and deletion together', async () => {
    const user = await buildUser(ctx.db);
    const cookie = await signIn(ctx, user.email);
    for (const attempt of ['faux-un-1', 'faux-deux-2']) {
      const wrong = await postFromElsewhere(
        '/api/auth/change-password',
        { currentPassword: attempt, newPassword: 'nouveau-secret-71' },
        cookie,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.message).toBe(m.currentPasswordWrong);
    }
    const deletion = await postFromElsewhere('/api/me/deletion', { password: 'faux-trois-3' }, cookie);
    expect(deletion.statusCode).toBe(400);
    // The fourth check, even with the right password, is refused.
    const blocked = await postFromElsewhere(
      '/api/auth/change-password',
      { currentPassword: defaultPassword, newPassword: 'nouveau-secret-72' },
      cookie,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({
      code: 'too_many_requests',
      message: messages.api.tooManyRequests,
    });
    const deleteBlocked = await postFromElsewhere('/api/me/deletion', { password: defaultPassword }, cookie);
    expect(deleteBlocked.statusCode).toBe(429);
    expect(await canSignIn(user.email, defaultPassword)).toBe(true);
    // Another member is not held back by it.
    const other = await buildUser(ctx.db);
    const otherCookie = await signIn(ctx, other.email);
    const fine = await postFromElsewhere(
      '/api/auth/change-password',
      { currentPassword: defaultPassword, newPassword: 'nouveau-secret-73' },
      otherCookie,
    );
    expect(fine.statusCode).toBe(200);
  });
});
