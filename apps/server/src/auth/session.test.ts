import { messages } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { buildSignedInUser, defaultPassword } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { sessionUpdateAgeSeconds } from './auth';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const me = (cookie: string) => ctx.request({ method: 'GET', url: '/api/me', cookie });

describe('session check', () => {
  it('recognises the member of a valid session cookie', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    expect((await me(cookie)).json().user.id).toBe(user.id);
  });

  it('refuses a cookie whose signature was tampered with', async () => {
    const { cookie } = await buildSignedInUser(ctx);
    const [name, value = ''] = cookie.split('=');
    const decoded = decodeURIComponent(value);
    const token = decoded.slice(0, decoded.lastIndexOf('.'));
    const forged = `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    expect((await me(forged)).json().user).toBeNull();
    expect((await me(`${name}=${token}`)).json().user).toBeNull();
  });

  it('refuses an expired session', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await me(cookie)).json().user).toBeNull();
  });

  it('slides a session forward once its day has passed', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const soon = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    await ctx.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, user.id));
    expect((await me(cookie)).json().user.id).toBe(user.id);
    const [session] = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.expiresAt.getTime()).toBeGreaterThan(soon.getTime() + sessionUpdateAgeSeconds * 1000);
  });

  it('refuses the session of a deleted or banned member', async () => {
    const deleted = await buildSignedInUser(ctx);
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
    expect((await me(deleted.cookie)).json().user).toBeNull();
    const banned = await buildSignedInUser(ctx);
    await ctx.db.update(users).set({ banned: true }).where(eq(users.id, banned.user.id));
    expect((await me(banned.cookie)).json().user).toBeNull();
  });
});

describe('sign-in of a deleted account', () => {
  it('is refused like wrong credentials and creates no session', async () => {
    const { user } = await buildSignedInUser(ctx);
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    await ctx.db.delete(sessions).where(eq(sessions.userId, user.id));
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: defaultPassword },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(messages.auth.invalidCredentials);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });
});
