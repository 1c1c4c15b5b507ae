import { maxPasswordLength, messages } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { buildSignedInUser, buildUser, defaultPassword, uniqueEmail } from '../test/factories';
import { requestResetToken } from '../test/reset-links';
import { createTestApp, type TestContext } from '../test/test-app';
import { isCommonPassword } from './password-policy';

const m = messages.auth;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
  ctx.request({ method: 'POST', url, payload, cookie });
const resetToken = (email: string) => requestResetToken(ctx, email);

describe('the shipped list of common passwords', () => {
  it('holds at least 10,000 entries and knows the usual ones, whatever their case', async () => {
    const { readFileSync } = await import('node:fs');
    const list = readFileSync(new URL('./common-passwords/common-passwords.txt', import.meta.url), 'utf8');
    expect(list.split('\n').filter(Boolean).length).toBeGreaterThanOrEqual(10_000);
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('Azerty123')).toBe(true);
    expect(isCommonPassword('motdepasse')).toBe(true);
    expect(isCommonPassword('demo1234')).toBe(false);
    expect(isCommonPassword('motdepasse-solide')).toBe(false);
  });
});

describe('sign-up passwords (ASVS 6.2)', () => {
  const register = (email: string, name: string, password: string) =>
    post('/api/auth/sign-up/email', { name, email, password, confirmPassword: password });

  it.each([
    ['a common password', () => ['password1', m.passwordTooCommon]],
    ['a common password in capitals', () => ['AZERTY123', m.passwordTooCommon]],
    ['the e-mail address', (email: string) => [email, m.passwordLikeIdentity]],
    ['the name', () => ['Léa Dupont-Martin', m.passwordLikeIdentity]],
    ['129 characters', () => ['x'.repeat(maxPasswordLength + 1), m.passwordTooLong.replace('{max}', '128')]],
    ['7 characters', () => ['abcdefg', m.passwordTooShort]],
  ] as Array<[string, (email: string) => [string, string]]>)(
    'refuses %s in French and creates nothing',
    async (_label, make) => {
      const email = uniqueEmail('asvs');
      const [password, message] = make(email);
      const response = await register(email, 'Léa Dupont-Martin', password);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation', message });
      expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    },
  );

  it('accepts 8 and 128 characters that are not common', async () => {
    expect((await register(uniqueEmail('huit'), 'Huit', 'k7#vQ2!m')).statusCode).toBe(200);
    expect((await register(uniqueEmail('long'), 'Long', 'k7#vQ2!m'.repeat(16))).statusCode).toBe(200);
  });
});

describe('new passwords of a reset and a change', () => {
  it('refuses a common password or the e-mail address on reset, and keeps the link usable', async () => {
    const user = await buildUser(ctx.db);
    const token = await resetToken(user.email);
    const common = await post('/api/auth/reset-password', { token, newPassword: 'iloveyou2' });
    expect(common.statusCode).toBe(400);
    expect(common.json().error).toMatchObject({
      message: m.passwordTooCommon,
      fields: { newPassword: m.passwordTooCommon },
    });
    const email = await post('/api/auth/reset-password', { token, newPassword: user.email.toUpperCase() });
    expect(email.json().error.message).toBe(m.passwordLikeIdentity);
    const ok = await post('/api/auth/reset-password', { token, newPassword: 'nouveau-secret-42' });
    expect(ok.statusCode).toBe(200);
    // Only what the web needs: no token, no member fields.
    expect(ok.json()).toEqual({ status: true });
  });

  it('refuses a common password on change, and answers a change with no token nor internal field', async () => {
    const { cookie } = await buildSignedInUser(ctx, { fullName: 'Camille Changement' });
    const common = await post(
      '/api/auth/change-password',
      { currentPassword: defaultPassword, newPassword: 'qwertyuiop' },
      cookie,
    );
    expect(common.statusCode).toBe(400);
    expect(common.json().error.message).toBe(m.passwordTooCommon);
    const name = await post(
      '/api/auth/change-password',
      { currentPassword: defaultPassword, newPassword: 'camille changement' },
      cookie,
    );
    expect(name.json().error.message).toBe(m.passwordLikeIdentity);
    const ok = await post(
      '/api/auth/change-password',
      { currentPassword: defaultPassword, newPassword: 'autre-secret-99' },
      cookie,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: true });
    expect(ok.body).not.toMatch(/token|role|banned|banReason|deletedAt/);
  });
});

describe('the reset request', () => {
  it('answers in French, the same whether or not the address exists', async () => {
    const user = await buildUser(ctx.db);
    const known = await post('/api/auth/request-password-reset', { email: user.email });
    const unknown = await post('/api/auth/request-password-reset', { email: uniqueEmail('inconnu') });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ status: true, message: m.resetSentText });
    expect(unknown.json()).toEqual(known.json());
  });
});

describe('context words, repeated characters and common words with digits (issue 27, item 12)', () => {
  const cases = [
    ['Plateau2024', m.passwordLikeIdentity],
    ['aaaaaaaa', m.passwordRepeated],
    ['soleil123', m.passwordTooCommon],
    ['Chocolat2024!', m.passwordTooCommon],
    ['MARTINEZ-1990', m.passwordLikeIdentity],
    ['noemie-a-paris', m.passwordLikeIdentity],
  ] as const;
  const member = { fullName: 'Noémie Martinez' };

  it('refuses them at sign-up in French', async () => {
    for (const [password, message] of cases) {
      const email = uniqueEmail('contexte');
      const response = await post('/api/auth/sign-up/email', {
        name: member.fullName,
        email,
        password,
        confirmPassword: password,
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error.message, password).toBe(message);
    }
  });

  it('refuses them on reset and on change, and changes nothing', async () => {
    const user = await buildUser(ctx.db, member);
    const token = await resetToken(user.email);
    const { cookie } = await buildSignedInUser(ctx, member);
    for (const [password, message] of cases) {
      const reset = await post('/api/auth/reset-password', { token, newPassword: password });
      expect(reset.statusCode, password).toBe(400);
      expect(reset.json().error.fields, password).toEqual({ newPassword: message });
      const change = await post(
        '/api/auth/change-password',
        { currentPassword: defaultPassword, newPassword: password },
        cookie,
      );
      expect(change.statusCode, password).toBe(400);
      expect(change.json().error.message, password).toBe(message);
    }
    expect(
      (await post('/api/auth/sign-in/email', { email: user.email, password: defaultPassword })).statusCode,
    ).toBe(200);
  });
});
