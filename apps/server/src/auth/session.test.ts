import { deletionConfirmationWord } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import {
  buildSignedInUser,
  buildUser,
  defaultPassword,
  signIn,
  suspensionWithReasons,
  uniqueEmail,
} from '../test/factories';
import { requestResetToken } from '../test/reset-links';
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

  it('checks each cookie anew once its signature was seen valid: a forged twin and a revoked session are refused', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    expect((await me(cookie)).json().user.id).toBe(user.id);
    const [name, value = ''] = cookie.split('=');
    const decoded = decodeURIComponent(value);
    const token = decoded.slice(0, decoded.lastIndexOf('.'));
    const signature = decoded.slice(decoded.lastIndexOf('.') + 1);
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect((await me(`${name}=${encodeURIComponent(`${token}.${flipped}`)}`)).json().user).toBeNull();
    expect((await me(cookie)).json().user.id).toBe(user.id);
    await ctx.db.delete(sessions).where(eq(sessions.token, token));
    expect((await me(cookie)).json().user).toBeNull();
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
  it('is refused without a session: the right password learns the account is being deleted (issue 29)', async () => {
    const { user } = await buildSignedInUser(ctx);
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    await ctx.db.delete(sessions).where(eq(sessions.userId, user.id));
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: defaultPassword },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('account_pending_deletion');
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });
});

describe('revocation holds from the very next request', () => {
  const post = (url: string, cookie: string | undefined, payload: object = {}) =>
    ctx.request({ method: 'POST', url, cookie, payload });
  /** Reads /api/me twice, as a member's tab does before the change. */
  const warm = async (cookie: string) => {
    await me(cookie);
    return (await me(cookie)).json();
  };

  it('refuses a session as soon as it signs out', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    expect((await warm(cookie)).user.id).toBe(user.id);
    expect((await post('/api/auth/sign-out', cookie)).statusCode).toBe(200);
    expect((await me(cookie)).json().user).toBeNull();
    expect((await ctx.request({ method: 'GET', url: '/api/me/profile', cookie })).statusCode).toBe(401);
  });

  it('refuses every session of a member once the password is reset', async () => {
    const user = await buildUser(ctx.db);
    const phone = await signIn(ctx, user.email);
    const laptop = await signIn(ctx, user.email);
    expect((await warm(phone)).user.id).toBe(user.id);
    expect((await warm(laptop)).user.id).toBe(user.id);
    const token = await requestResetToken(ctx, user.email);
    const reset = await post('/api/auth/reset-password', undefined, {
      token,
      newPassword: 'nouveau-secret-42',
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(phone)).json().user).toBeNull();
    expect((await me(laptop)).json().user).toBeNull();
  });

  it('refuses the other sessions after a password change', async () => {
    const user = await buildUser(ctx.db);
    const phone = await signIn(ctx, user.email);
    const laptop = await signIn(ctx, user.email);
    await warm(phone);
    await warm(laptop);
    const changed = await post('/api/auth/change-password', laptop, {
      currentPassword: defaultPassword,
      newPassword: 'nouveau-secret-43',
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(phone)).json().user).toBeNull();
  });

  it('refuses a session once the account is deleted', async () => {
    const { cookie } = await buildSignedInUser(ctx);
    await warm(cookie);
    const deleted = await post('/api/me/deletion', cookie, { password: defaultPassword });
    expect(deleted.statusCode).toBe(204);
    expect((await me(cookie)).json().user).toBeNull();
  });

  it('shows a profile edit at once on every session of the member', async () => {
    const email = uniqueEmail('edition');
    await buildUser(ctx.db, { email });
    const phone = await signIn(ctx, email);
    const laptop = await signIn(ctx, email);
    await warm(laptop);
    const edited = await ctx.request({
      method: 'PATCH',
      url: '/api/me/profile',
      cookie: phone,
      payload: { fullName: 'Nouveau Nom' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await me(laptop)).json().user.fullName).toBe('Nouveau Nom');
  });
});

describe('a role change, a suspension or a deletion on one instance (issue 27, item 5)', () => {
  /** A second instance on the same database, as several instances share one PostgreSQL. */
  let other: TestContext;
  let chief: string;
  beforeAll(async () => {
    other = await createTestApp();
    const admin = await buildUser(ctx.db, { role: 'admin' });
    chief = await signIn(ctx, admin.email);
    return () => other.app.close();
  });
  const adminPage = (on: TestContext, cookie: string) =>
    on.request({ method: 'GET', url: '/api/admin/users', cookie });

  it('takes a demoted administrator’s rights away on the very next request, on both instances', async () => {
    const deputy = await buildUser(ctx.db, { role: 'admin' });
    const cookie = await signIn(ctx, deputy.email);
    expect((await adminPage(other, cookie)).statusCode).toBe(200);
    expect((await adminPage(ctx, cookie)).statusCode).toBe(200);
    const demoted = await ctx.request({
      method: 'PUT',
      url: `/api/admin/users/${deputy.id}/role`,
      cookie: chief,
      payload: { role: 'user' },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await adminPage(other, cookie)).statusCode).toBe(403);
    expect((await adminPage(ctx, cookie)).statusCode).toBe(403);
    expect((await other.request({ method: 'GET', url: '/api/me', cookie })).json().user.role).toBe('user');
  });

  it('ends a suspended or deleted member’s session on the very next request of the other instance', async () => {
    for (const end of ['suspension', 'deletion'] as const) {
      const member = await buildUser(ctx.db);
      const cookie = await signIn(ctx, member.email);
      expect((await me(cookie)).json().user.id).toBe(member.id);
      expect((await other.request({ method: 'GET', url: '/api/me', cookie })).json().user.id).toBe(member.id);
      const done =
        end === 'suspension'
          ? await ctx.request({
              method: 'PUT',
              url: `/api/admin/users/${member.id}/suspension`,
              cookie: chief,
              payload: suspensionWithReasons,
            })
          : await ctx.request({
              method: 'DELETE',
              url: `/api/admin/users/${member.id}`,
              cookie: chief,
              payload: { confirmation: deletionConfirmationWord },
            });
      expect(done.statusCode).toBeLessThan(300);
      expect((await other.request({ method: 'GET', url: '/api/me/profile', cookie })).statusCode).toBe(401);
    }
  });
});
