import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { users } from '../db/schema';
import { buildUser, defaultPassword, uniqueEmail } from '../test/factories';
import { cookieFrom, createTestApp, type TestContext } from '../test/test-app';

const signUp = (ctx: TestContext, email: string) =>
  ctx.request({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: 'Chef', email, password: defaultPassword, confirmPassword: defaultPassword },
  });

const roleOf = async (ctx: TestContext, email: string) => {
  const [row] = await ctx.db.select({ role: users.role }).from(users).where(eq(users.email, email));
  return row?.role;
};

describe('the designated administrator address (issue 27, item 1)', () => {
  it('exists only where the operator sets ADMIN_EMAIL: no default', () => {
    expect(loadConfig({ AUTH_SECRET: 'x', DATA_DIR: '/tmp/plateau-config-test' }).adminEmail).toBe('');
    expect(
      loadConfig({ AUTH_SECRET: 'x', DATA_DIR: '/tmp/plateau-config-test', ADMIN_EMAIL: ' Chef@Test.fr ' })
        .adminEmail,
    ).toBe('chef@test.fr');
  });

  it('gives no administrator rights to a sign-up as admin@demo.fr when ADMIN_EMAIL is unset', async () => {
    // The test app sets no ADMIN_EMAIL, like a new installation; no other test creates this address.
    const ctx = await createTestApp();
    expect(ctx.config.adminEmail).toBe('');
    const email = 'admin@demo.fr';
    const created = await signUp(ctx, email);
    expect(created.statusCode).toBe(200);
    const me = await ctx.request({ method: 'GET', url: '/api/me', cookie: cookieFrom(created) });
    expect(me.json().user.role).toBe('user');
    expect(await roleOf(ctx, email)).toBe('user');
    await ctx.app.close();
  });

  it('never promotes at sign-up nor at profile load, only when the existing, confirmed account signs in', async () => {
    const adminEmail = uniqueEmail('direction');
    const ctx = await createTestApp({ adminEmail });
    const created = await signUp(ctx, adminEmail);
    expect(created.statusCode).toBe(200);
    const me = await ctx.request({ method: 'GET', url: '/api/me', cookie: cookieFrom(created) });
    expect(me.json()).toMatchObject({ adminPromoted: false, user: { role: 'user' } });
    const admin = await ctx.request({ method: 'GET', url: '/api/admin/users', cookie: cookieFrom(created) });
    expect(admin.statusCode).toBe(403);
    expect(await roleOf(ctx, adminEmail)).toBe('user');

    // Unconfirmed (issue 29), signing in promotes nothing; confirmed, it does.
    const unconfirmed = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: adminEmail, password: defaultPassword },
    });
    expect(unconfirmed.statusCode).toBe(200);
    expect(await roleOf(ctx, adminEmail)).toBe('user');
    await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.email, adminEmail));

    const signedIn = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: adminEmail.toUpperCase(), password: defaultPassword },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(await roleOf(ctx, adminEmail)).toBe('admin');
    const now = await ctx.request({ method: 'GET', url: '/api/admin/users', cookie: cookieFrom(signedIn) });
    expect(now.statusCode).toBe(200);
    await ctx.app.close();
  });

  it('does not promote on a failed sign-in', async () => {
    const adminEmail = uniqueEmail('patronne');
    const ctx = await createTestApp({ adminEmail });
    await buildUser(ctx.db, { email: adminEmail });
    const refused = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: adminEmail, password: 'pas-le-bon-mot-de-passe' },
    });
    expect(refused.statusCode).toBe(401);
    expect(await roleOf(ctx, adminEmail)).toBe('user');
    await ctx.app.close();
  });
});
