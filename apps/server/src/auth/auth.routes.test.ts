import { messages } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions, users } from '../db/schema';
import { buildUser, defaultPassword, signIn, uniqueEmail } from '../test/factories';
import { requestResetToken } from '../test/reset-links';
import { cookieFrom, createTestApp, type TestContext } from '../test/test-app';

const m = messages.auth;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

const post = (url: string, payload: unknown, cookie?: string) =>
  ctx.request({ method: 'POST', url, payload: payload as Record<string, unknown>, cookie });

const register = (overrides: Record<string, string> = {}) => {
  const body = {
    name: 'Léa Dupont',
    email: uniqueEmail('lea'),
    password: 'motdepasse-solide',
    confirmPassword: 'motdepasse-solide',
    ...overrides,
  };
  return post('/api/auth/sign-up/email', body);
};

describe('POST /api/auth/sign-up/email', () => {
  it('creates the member with role user and signs them in', async () => {
    const email = uniqueEmail('inscription');
    const response = await register({ email });
    expect(response.statusCode).toBe(200);
    const cookie = cookieFrom(response);
    expect(cookie).toContain('plateau.session_token=');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const me = await ctx.request({ method: 'GET', url: '/api/me', cookie });
    expect(me.json().user).toMatchObject({ email, fullName: 'Léa Dupont', role: 'user' });
    const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.availabilityStatus).toBe('disponible');
    expect(row?.defaultShowProfile).toBe(true);
  });

  it.each([
    [{ name: '  ' }, m.fillAllFields],
    [{ password: 'motdepasse-solide', confirmPassword: 'autrechose' }, m.passwordsMismatch],
    [{ password: 'court', confirmPassword: 'court' }, m.passwordTooShort],
    [{ email: 'pas-une-adresse' }, m.emailInvalid],
  ] as Array<[Record<string, string>, string]>)(
    'refuses %o with a French message and creates nothing',
    async (overrides, message) => {
      const email = overrides.email ?? uniqueEmail('refus');
      const response = await register({ ...overrides, email });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation', message });
      const rows = await ctx.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(0);
    },
  );

  it('stores the password as argon2id at the OWASP minimum cost (19 MiB, 2 passes), never as typed', async () => {
    const email = uniqueEmail('empreinte');
    expect((await register({ email })).statusCode).toBe(200);
    const [member] = await ctx.db.select().from(users).where(eq(users.email, email));
    const [account] = await ctx.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, member?.id ?? ''));
    expect(account?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(account?.password).not.toContain('motdepasse-solide');
  });

  it('refuses an address already used, whatever its case', async () => {
    const email = uniqueEmail('double');
    expect((await register({ email })).statusCode).toBe(200);
    const again = await register({ email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'email_taken', message: m.emailAlreadyUsed });
  });
});

describe('POST /api/auth/sign-in/email', () => {
  it('signs in with the right password', async () => {
    const user = await buildUser(ctx.db);
    const response = await post('/api/auth/sign-in/email', { email: user.email, password: defaultPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: { id: user.id, email: user.email, fullName: user.fullName } });
    const me = await ctx.request({ method: 'GET', url: '/api/me', cookie: cookieFrom(response) });
    expect(me.json().user.id).toBe(user.id);
    expect(me.json().session).not.toBeNull();
  });

  it('answers "Email ou mot de passe incorrect" for a wrong password or an unknown address', async () => {
    const user = await buildUser(ctx.db);
    for (const body of [
      { email: user.email, password: 'mauvais-mot-de-passe' },
      { email: uniqueEmail('inconnu'), password: defaultPassword },
    ]) {
      const response = await post('/api/auth/sign-in/email', body);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({ code: 'invalid_credentials', message: m.invalidCredentials });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses empty fields with the spec message', async () => {
    const response = await post('/api/auth/sign-in/email', { email: ' ', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(m.fillAllFields);
  });

  it('promotes the designated administrator at sign-in', async () => {
    const adminEmail = uniqueEmail('patron');
    const app = await createTestApp({ adminEmail });
    const user = await buildUser(app.db, { email: adminEmail });
    expect(user.role).toBe('user');
    await signIn(app, adminEmail);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe('admin');
  });

  it('limits repeated attempts with a 429 and a French message, kept in the database', async () => {
    const limited = await createTestApp({ authRateLimit: { window: 60, max: 3 } });
    const user = await buildUser(limited.db);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await limited.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: user.email, password: 'mauvais-mot-de-passe' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().error).toEqual({
          code: 'too_many_requests',
          message: messages.api.tooManyRequests,
        });
      }
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('GET /api/me and sign-out', () => {
  it('answers a null user without a session', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null, adminPromoted: false, session: null });
  });

  it('signs out: the session is deleted and the cookie no longer works', async () => {
    const user = await buildUser(ctx.db);
    const cookie = await signIn(ctx, user.email);
    const out = await post('/api/auth/sign-out', {}, cookie);
    expect(out.statusCode).toBe(200);
    const me = await ctx.request({ method: 'GET', url: '/api/me', cookie });
    expect(me.json().user).toBeNull();
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });
});

describe('password reset', () => {
  it('answers the same for a known and an unknown address, and mails only the member', async () => {
    const user = await buildUser(ctx.db, { fullName: 'Nina Reset' });
    const before = ctx.outbox.length;
    const known = await post('/api/auth/request-password-reset', { email: user.email });
    const unknown = await post('/api/auth/request-password-reset', { email: uniqueEmail('absent') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await ctx.mailDelivered();
    const sent = ctx.outbox.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(user.email);
    expect(sent[0]?.subject).toBe(messages.mail.resetSubject);
    expect(sent[0]?.text).toContain('http://localhost:3000/update-password?token=');
    expect(sent[0]?.text).toContain('Bonjour Nina Reset');
  });

  it('validates the address with the spec messages', async () => {
    expect((await post('/api/auth/request-password-reset', { email: '' })).json().error.message).toBe(
      m.emailRequired,
    );
    expect((await post('/api/auth/request-password-reset', { email: 'a@b' })).json().error.message).toBe(
      m.emailInvalid,
    );
  });

  it('sets a new password once, revokes every session, and refuses the old password', async () => {
    const user = await buildUser(ctx.db);
    const cookie = await signIn(ctx, user.email);
    const token = await requestResetToken(ctx, user.email);

    expect((await ctx.request({ method: 'GET', url: `/api/password-reset/${token}` })).json()).toEqual({
      valid: true,
    });

    const same = await post('/api/auth/reset-password', { token, newPassword: defaultPassword });
    expect(same.statusCode).toBe(409);
    expect(same.json().error).toEqual({ code: 'same_password', message: m.samePassword });

    const short = await post('/api/auth/reset-password', { token, newPassword: 'court' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(m.passwordTooShort);

    const reset = await post('/api/auth/reset-password', { token, newPassword: 'nouveau-secret-42' });
    expect(reset.statusCode).toBe(200);
    expect((await ctx.request({ method: 'GET', url: '/api/me', cookie })).json().user).toBeNull();
    await ctx.mailDelivered();
    expect(ctx.outbox.at(-1)?.subject).toBe(messages.mail.passwordChangedSubject);

    const again = await post('/api/auth/reset-password', { token, newPassword: 'encore-autre-43' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({ code: 'invalid_token', message: m.sessionExpired });
    expect((await ctx.request({ method: 'GET', url: `/api/password-reset/${token}` })).json()).toEqual({
      valid: false,
    });

    const old = await post('/api/auth/sign-in/email', { email: user.email, password: defaultPassword });
    expect(old.statusCode).toBe(401);
    const fresh = await post('/api/auth/sign-in/email', { email: user.email, password: 'nouveau-secret-42' });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const user = await buildUser(ctx.db);
    const token = await requestResetToken(ctx, user.email);
    const { verifications } = await import('../db/schema');
    await ctx.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.value, user.id));
    const response = await post('/api/auth/reset-password', { token, newPassword: 'nouveau-secret-42' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_token');
  });
});

describe('POST /api/auth/change-password', () => {
  it('needs a session', async () => {
    const response = await post('/api/auth/change-password', {
      currentPassword: defaultPassword,
      newPassword: 'autre-secret-99',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(messages.api.unauthorized);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const user = await buildUser(ctx.db);
    const cookie = await signIn(ctx, user.email);
    const response = await post(
      '/api/auth/change-password',
      { currentPassword: 'pas-le-bon-1', newPassword: 'autre-secret-99' },
      cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'invalid_password', message: m.currentPasswordWrong });
    expect(
      (await post('/api/auth/sign-in/email', { email: user.email, password: defaultPassword })).statusCode,
    ).toBe(200);
  });

  it('changes the password of the signed-in member', async () => {
    const user = await buildUser(ctx.db);
    const cookie = await signIn(ctx, user.email);
    const response = await post(
      '/api/auth/change-password',
      { currentPassword: defaultPassword, newPassword: 'autre-secret-99' },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(
      (await post('/api/auth/sign-in/email', { email: user.email, password: 'autre-secret-99' })).statusCode,
    ).toBe(200);
  });
});
