import { messages } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactors, users } from '../db/schema';
import { buildUser, defaultPassword, signIn, uniqueEmail } from '../test/factories';
import { cookieFrom, createTestApp, type TestContext } from '../test/test-app';

const m = messages.auth;
const am = messages.account;
const mail = messages.mail;
const windowsChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

const post = (url: string, payload: unknown, cookie?: string) =>
  ctx.request({ method: 'POST', url, payload: payload as Record<string, unknown>, cookie });
const me = async (cookie: string) =>
  (await ctx.request({ method: 'GET', url: '/api/me', cookie })).json().user as {
    email: string;
    emailVerified: boolean;
  } | null;
const signInFrom = async (email: string, userAgent: string, password = defaultPassword) => {
  const answer = await ctx.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
  });
  expect(answer.statusCode).toBe(200);
  return cookieFrom(answer);
};
const canSignIn = async (email: string, password: string) =>
  (await post('/api/auth/sign-in/email', { email, password })).statusCode === 200;

describe('the password change from the settings (issue 29)', () => {
  it('ends the other sessions, keeps this one, and mails a notice', async () => {
    const user = await buildUser(ctx.db);
    const laptop = await signIn(ctx, user.email);
    const phone = await signIn(ctx, user.email);
    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: defaultPassword, newPassword: 'Nouvelle-Clef-Solide-58' },
      laptop,
    );
    expect(changed.statusCode).toBe(200);
    // better-auth gives this device a new session cookie; the phone's session is over.
    expect((await me(cookieFrom(changed)))?.email).toBe(user.email);
    expect(await me(phone)).toBeNull();
    await ctx.mailDelivered();
    const notice = ctx.outbox.filter((sent) => sent.to === user.email);
    expect(notice.map((sent) => sent.subject)).toEqual([mail.passwordChangedSubject]);
    expect(notice[0]?.text).toContain('vos autres appareils ont été déconnectés');
    expect(await canSignIn(user.email, 'Nouvelle-Clef-Solide-58')).toBe(true);
  });

  it('refuses a wrong current password in French and changes nothing', async () => {
    const user = await buildUser(ctx.db);
    const laptop = await signIn(ctx, user.email);
    const phone = await signIn(ctx, user.email);
    const wrong = await post(
      '/api/auth/change-password',
      { currentPassword: 'pas-le-bon-mot', newPassword: 'Nouvelle-Clef-Solide-59' },
      laptop,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(m.currentPasswordWrong);
    expect(await me(phone)).not.toBeNull();
    await ctx.mailDelivered();
    expect(ctx.outbox.some((sent) => sent.to === user.email)).toBe(false);
    expect(await canSignIn(user.email, defaultPassword)).toBe(true);
  });
});

/** The link of the newest change-of-address mail to an address. */
function changeLinkTo(email: string): string | null {
  const sent = ctx.outbox.findLast((one) => one.to === email && one.subject === mail.changeEmailSubject);
  const match = sent?.text.match(/\/confirmer-email\?token=([\w%.-]+)&changement=1/);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

describe('the change of address (issue 29)', () => {
  it('mails a link to the new address and a notice to the old one; the address changes when the link is used, once', async () => {
    const user = await buildUser(ctx.db);
    const cookie = await signIn(ctx, user.email);
    const newEmail = uniqueEmail('nouvelle');
    const asked = await post('/api/auth/change-email', { newEmail, password: defaultPassword }, cookie);
    expect(asked.statusCode).toBe(200);
    expect((await me(cookie))?.email).toBe(user.email);
    await ctx.mailDelivered();
    const notice = ctx.outbox.find((one) => one.to === user.email);
    expect(notice?.subject).toBe(mail.emailChangeNoticeSubject);
    expect(notice?.text).toContain(newEmail);
    await ctx.mailDelivered();
    const token = changeLinkTo(newEmail);
    expect(token).not.toBeNull();

    const used = await post('/api/auth/verify-email', { token }, cookie);
    expect(used.statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ email: newEmail, emailVerified: true });
    expect(await canSignIn(newEmail, defaultPassword)).toBe(true);
    expect(await canSignIn(user.email, defaultPassword)).toBe(false);

    const again = await post('/api/auth/verify-email', { token }, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(am.changeLinkUsed);
  });

  it('refuses a taken or malformed address and a wrong password, in French, and sends nothing', async () => {
    const user = await buildUser(ctx.db);
    const other = await buildUser(ctx.db);
    const cookie = await signIn(ctx, user.email);
    const taken = await post(
      '/api/auth/change-email',
      { newEmail: other.email.toUpperCase(), password: defaultPassword },
      cookie,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'email_taken', message: am.emailTaken });
    const malformed = await post(
      '/api/auth/change-email',
      { newEmail: 'pas-une-adresse', password: defaultPassword },
      cookie,
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.newEmail).toBe(m.emailInvalid);
    const wrong = await post(
      '/api/auth/change-email',
      { newEmail: uniqueEmail('libre'), password: 'pas-le-bon-mot' },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(m.currentPasswordWrong);
    await ctx.mailDelivered();
    expect(ctx.outbox.some((one) => one.to === user.email)).toBe(false);
    expect((await me(cookie))?.email).toBe(user.email);
  });

  it('refuses the link once its address was taken meanwhile, in French', async () => {
    const user = await buildUser(ctx.db);
    const cookie = await signIn(ctx, user.email);
    const newEmail = uniqueEmail('convoitee');
    await post('/api/auth/change-email', { newEmail, password: defaultPassword }, cookie);
    await ctx.mailDelivered();
    const token = changeLinkTo(newEmail);
    await buildUser(ctx.db, { email: newEmail });
    const late = await post('/api/auth/verify-email', { token }, cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(am.emailTaken);
    expect((await me(cookie))?.email).toBe(user.email);
  });
});

describe('the connected devices (issue 29)', () => {
  it('lists each session with its browser, address and activity, this one first; ends one, then the others', async () => {
    const user = await buildUser(ctx.db);
    const laptop = await signInFrom(user.email, windowsChrome);
    const phone = await signInFrom(user.email, iphoneSafari);
    const tablet = await signInFrom(user.email, iphoneSafari);
    const listed = await ctx.request({ method: 'GET', url: '/api/auth/sessions', cookie: laptop });
    expect(listed.statusCode).toBe(200);
    const list = listed.json().sessions as Array<{
      id: string;
      device: string;
      current: boolean;
      ipAddress: string | null;
    }>;
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ device: 'Chrome sur Windows', current: true });
    expect(list.slice(1).map((s) => s.device)).toEqual(['Safari sur iOS', 'Safari sur iOS']);
    expect(list[0]?.ipAddress).toBeTruthy();

    // Another member cannot end it; nor can this device end itself here.
    const bruno = await signIn(ctx, (await buildUser(ctx.db)).email);
    const target = list[1]?.id ?? '';
    const foreign = await ctx.request({
      method: 'DELETE',
      url: `/api/auth/sessions/${target}`,
      cookie: bruno,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(am.sessionNotFound);
    const self = await ctx.request({
      method: 'DELETE',
      url: `/api/auth/sessions/${list[0]?.id}`,
      cookie: laptop,
    });
    expect(self.statusCode).toBe(409);

    const ended = await ctx.request({
      method: 'DELETE',
      url: `/api/auth/sessions/${target}`,
      cookie: laptop,
    });
    expect(ended.statusCode).toBe(204);
    const remaining = [await me(phone), await me(tablet)].filter(Boolean);
    expect(remaining).toHaveLength(1);

    const others = await post('/api/auth/sessions/revoke-others', undefined, laptop);
    expect(others.statusCode).toBe(204);
    expect(await me(phone)).toBeNull();
    expect(await me(tablet)).toBeNull();
    expect(await me(laptop)).not.toBeNull();
    const after = await ctx.request({ method: 'GET', url: '/api/auth/sessions', cookie: laptop });
    expect(after.json().sessions).toHaveLength(1);
  });
});

const totpOf = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
/** The code of the step after the current one: still accepted, and not the one just used. */
const nextCode = (secret: string) => totpOf(secret).generate({ timestamp: Date.now() + 30_000 });

describe('two-factor sign-in (issue 29)', () => {
  it('is enabled by a code from the app; sign-in then asks a code, refuses a wrong or replayed one; recovery codes work once', async () => {
    const user = await buildUser(ctx.db);
    let cookie = await signIn(ctx, user.email);
    const status = async () =>
      (await ctx.request({ method: 'GET', url: '/api/auth/two-factor', cookie })).json().enabled;

    const wrongPassword = await post('/api/auth/two-factor/enable', { password: 'pas-le-bon-mot' }, cookie);
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.message).toBe(m.currentPasswordWrong);

    const setup = await post('/api/auth/two-factor/enable', { password: defaultPassword }, cookie);
    expect(setup.statusCode).toBe(200);
    const { secret, backupCodes, totpUri } = setup.json() as {
      secret: string;
      backupCodes: string[];
      totpUri: string;
    };
    expect(totpUri).toMatch(/^otpauth:\/\/totp\/Plateau:/);
    expect(backupCodes).toHaveLength(10);
    expect(await status()).toBe(false);

    const wrong = await post('/api/auth/two-factor/verify-totp', { code: '000000' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(am.codeInvalid);
    const code = totpOf(secret).generate();
    const confirmed = await post('/api/auth/two-factor/verify-totp', { code }, cookie);
    expect(confirmed.statusCode).toBe(200);
    cookie = cookieFrom(confirmed);
    expect(await status()).toBe(true);
    const [row] = await ctx.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id));
    expect(row?.verified).toBe(true);

    // Sign-in now stops after the password: no session until the code.
    const first = await post('/api/auth/sign-in/email', { email: user.email, password: defaultPassword });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true });
    const challenge = cookieFrom(first);
    expect(await me(challenge)).toBeNull();
    const replayed = await post('/api/auth/two-factor/verify-totp', { code }, challenge);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error.message).toBe(am.codeReplayed);
    const bad = await post('/api/auth/two-factor/verify-totp', { code: '123 45' }, challenge);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(am.codeFormat);
    const signedIn = await post('/api/auth/two-factor/verify-totp', { code: nextCode(secret) }, challenge);
    expect(signedIn.statusCode).toBe(200);
    expect((await me(cookieFrom(signedIn)))?.email).toBe(user.email);

    // A recovery code signs in once.
    const recovery = backupCodes[0] ?? '';
    const second = cookieFrom(
      await post('/api/auth/sign-in/email', { email: user.email, password: defaultPassword }),
    );
    const withRecovery = await post('/api/auth/two-factor/verify-backup-code', { code: recovery }, second);
    expect(withRecovery.statusCode).toBe(200);
    expect((await me(cookieFrom(withRecovery)))?.email).toBe(user.email);
    const third = cookieFrom(
      await post('/api/auth/sign-in/email', { email: user.email, password: defaultPassword }),
    );
    const reused = await post('/api/auth/two-factor/verify-backup-code', { code: recovery }, third);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(am.recoveryCodeInvalid);
    expect(await me(third)).toBeNull();

    // Disabled with the password: sign-in is one step again.
    const off = await post('/api/auth/two-factor/disable', { password: defaultPassword }, cookie);
    expect(off.statusCode).toBe(200);
    cookie = cookieFrom(off);
    expect(await status()).toBe(false);
    const plain = await post('/api/auth/sign-in/email', { email: user.email, password: defaultPassword });
    expect(plain.json().user.email).toBe(user.email);
    const [flag] = await ctx.db
      .select({ on: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, user.id));
    expect(flag?.on).toBe(false);
  });
});
