import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@plateau/shared';
import * as OTPAuth from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  confirmEmailFromOutbox,
  dataDir,
  field,
  launchBrowser,
  newPage,
  signInThroughApi,
  toastWith,
} from './browser';

const m = messages.auth;
const am = messages.account;
/** Screenshots of the settings page, looked at by hand (issue 29). */
const shots = process.env.SCREENSHOT_DIR;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  if (shots) mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const post = (page: Page, url: string, data?: unknown) =>
  page.request.post(url, { data: data ?? {}, headers: { origin: baseUrl() } });
const signedInAs = async (page: Page) =>
  (await (await page.request.get('/api/me')).json()).user?.email ?? null;

/** Registers a member through the API in the page's context, confirmed; returns the address. */
async function register(page: Page, password: string): Promise<string> {
  const email = `${randomUUID().slice(0, 8)}@reglages.test`;
  const answer = await post(page, '/api/auth/sign-up/email', {
    name: 'Inès Réglages',
    email,
    password,
    confirmPassword: password,
  });
  expect(answer.status()).toBe(200);
  await confirmEmailFromOutbox(page, email);
  return email;
}

/** The newest change-of-address link mailed to an address (the outbox of DATA_DIR/mail). */
async function changeLinkFromOutbox(to: string): Promise<string> {
  const outbox = path.join(dataDir(), 'mail');
  const pattern = /https?:\/\/[^\s"<>]+\/confirmer-email\?token=[\w%.-]+&changement=1/;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.eml')) : [];
    for (const name of files.sort().reverse()) {
      const raw = readFileSync(path.join(outbox, name), 'utf8');
      if (!raw.includes(`To: ${to}`)) continue;
      const match = raw
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=')
        .match(pattern);
      if (match) return match[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`aucun lien de changement d'adresse pour ${to}`);
}

/** Signs in through the login page with e-mail and password, up to where the page goes next. */
async function fillSignIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await field(page, m.emailLabel).fill(email);
  await field(page, m.passwordLabel).fill(password);
  await page.getByRole('button', { name: m.loginButton, exact: true }).click();
}

describe.each([1280, 375])("'Paramètres du compte' at %i px (issue 29)", (width) => {
  it('changes the password, ends another device, changes the address through the mailed link', async () => {
    const page = await newPage(browser, width);
    const first = 'Lanterne-Magique-47';
    const second = 'Boussole-Doree-93';
    const email = await register(page, first);

    // Another device: a second browser context signed in as the same member.
    const other = await newPage(browser, width);
    expect((await post(other, '/api/auth/sign-in/email', { email, password: first })).status()).toBe(200);

    await page.goto('/profil/parametres');
    await page.getByRole('heading', { name: am.settingsTitle, level: 1 }).waitFor();
    const devices = section(page, am.devicesSectionTitle);
    await devices.getByText(am.thisDevice).waitFor();
    await shoot(page, `settings-${width}`);

    // 'Mot de passe': the other device is signed out, this one stays.
    const password = section(page, am.passwordSectionTitle);
    await password.getByLabel(m.currentPasswordLabel, { exact: true }).fill('pas-le-bon-mot');
    await password.getByLabel(m.newPasswordLabel, { exact: true }).fill(second);
    await password.getByLabel(m.confirmPasswordLabel, { exact: true }).fill(second);
    await password.getByRole('button', { name: m.updatePasswordButton }).click();
    await password.getByText(m.currentPasswordWrong).waitFor();
    expect(await signedInAs(other)).toBe(email);
    await password.getByLabel(m.currentPasswordLabel, { exact: true }).fill(first);
    await password.getByLabel(m.newPasswordLabel, { exact: true }).fill(second);
    await password.getByLabel(m.confirmPasswordLabel, { exact: true }).fill(second);
    await password.getByRole('button', { name: m.updatePasswordButton }).click();
    await toastWith(page, am.passwordChangedToast).waitFor();
    expect(await signedInAs(other)).toBeNull();
    expect(await signedInAs(page)).toBe(email);

    // 'Appareils connectés': the other device signs in again, then is ended from here.
    expect((await post(other, '/api/auth/sign-in/email', { email, password: second })).status()).toBe(200);
    await page.reload();
    const otherRow = devices.getByRole('listitem').filter({ hasNot: page.getByText(am.thisDevice) });
    await otherRow.getByText('Chrome sur Linux').waitFor();
    await otherRow.getByRole('button', { name: am.signOutDevice }).click();
    await toastWith(page, am.deviceSignedOut).waitFor();
    await devices.getByText(am.noOtherDevice).waitFor();
    expect(await signedInAs(other)).toBeNull();

    // 'Adresse e-mail': a taken address is refused; a free one gets a link, the switch happens when it is opened.
    const address = section(page, am.emailSectionTitle);
    const newEmail = `${randomUUID().slice(0, 8)}@nouvelle.test`;
    await address.getByLabel(am.newEmailLabel, { exact: true }).fill('camille@demo.fr');
    await address.getByLabel(am.currentPasswordLabel, { exact: true }).fill(second);
    await address.getByRole('button', { name: am.changeEmailButton }).click();
    await address.getByText(am.emailTaken).waitFor();
    await address.getByLabel(am.newEmailLabel, { exact: true }).fill(newEmail);
    await address.getByLabel(am.currentPasswordLabel, { exact: true }).fill(second);
    await address.getByRole('button', { name: am.changeEmailButton }).click();
    await address.getByText(newEmail, { exact: false }).first().waitFor();
    expect(await signedInAs(page)).toBe(email);
    await page.goto(await changeLinkFromOutbox(newEmail));
    await page.getByRole('heading', { name: am.emailChangedTitle }).waitFor();
    // The session's cached copy of the member follows within a moment.
    await expect.poll(() => signedInAs(page)).toBe(newEmail);

    await page.context().close();
    await other.context().close();
  }, 180_000);

  it('turns two-factor sign-in on, then signs in with a code, then with a recovery code (once)', async () => {
    const page = await newPage(browser, width);
    const second = 'Boussole-Doree-93';
    const newEmail = await register(page, second);

    // 'Double authentification': password, the QR code and its key, a first code, the 10 recovery codes.
    await page.goto('/profil/parametres#double-authentification');
    const twoFactor = section(page, am.twoFactorSectionTitle);
    await twoFactor.getByRole('button', { name: am.enableTwoFactor }).click();
    await twoFactor.getByLabel(am.currentPasswordLabel, { exact: true }).fill(second);
    await twoFactor.getByRole('button', { name: am.continueButton }).click();
    await twoFactor.getByRole('img', { name: am.qrCodeAlt }).waitFor();
    const secret = (await twoFactor.getByTestId('totp-secret').textContent())?.trim() ?? '';
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
    await shoot(page, `two-factor-setup-${width}`);
    await twoFactor.getByLabel(am.verificationCodeLabel).fill('000000');
    await twoFactor.getByRole('button', { name: am.confirmTwoFactor, exact: true }).click();
    await twoFactor.getByText(am.codeInvalid).waitFor();
    await twoFactor.getByLabel(am.verificationCodeLabel).fill(totp.generate());
    await twoFactor.getByRole('button', { name: am.confirmTwoFactor, exact: true }).click();
    const codes = twoFactor.getByRole('list', { name: am.recoveryCodesTitle }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    const recovery = (await codes.first().textContent())?.trim() ?? '';
    await shoot(page, `recovery-codes-${width}`);
    await twoFactor.getByRole('button', { name: am.recoveryCodesDone }).click();
    await twoFactor.getByText(am.twoFactorOnBadge, { exact: true }).waitFor();

    // Sign-in now asks for the code: a wrong one is refused, the app's next code signs in.
    await post(page, '/api/auth/sign-out');
    await fillSignIn(page, newEmail, second);
    await page.getByRole('heading', { name: am.signInCodeTitle }).waitFor();
    await field(page, am.verificationCodeLabel).fill('000000');
    await page.getByRole('button', { name: am.verifyButton, exact: true }).click();
    await page.getByText(am.codeInvalid).waitFor();
    await shoot(page, `sign-in-code-${width}`);
    await field(page, am.verificationCodeLabel).fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: am.verifyButton, exact: true }).click();
    await page.waitForURL('**/dashboard');
    expect(await signedInAs(page)).toBe(newEmail);

    // Then with a recovery code, which works once.
    await post(page, '/api/auth/sign-out');
    await fillSignIn(page, newEmail, second);
    await page.getByRole('button', { name: am.useRecoveryCode }).click();
    await field(page, am.recoveryCodeLabel).fill(recovery);
    await page.getByRole('button', { name: am.verifyButton, exact: true }).click();
    await page.waitForURL('**/dashboard');
    expect(await signedInAs(page)).toBe(newEmail);
    await post(page, '/api/auth/sign-out');
    await fillSignIn(page, newEmail, second);
    await page.getByRole('button', { name: am.useRecoveryCode }).click();
    await field(page, am.recoveryCodeLabel).fill(recovery);
    await page.getByRole('button', { name: am.verifyButton, exact: true }).click();
    await page.getByText(am.recoveryCodeInvalid).waitFor();
    expect(await signedInAs(page)).toBeNull();
    await page.context().close();
  }, 180_000);
});

describe('the administrator without two-factor sign-in (issue 29)', () => {
  it('is invited to turn it on, on the admin home and in the settings', async () => {
    const page = await newPage(browser, 1280);
    await signInThroughApi(page, 'admin@demo.fr');
    await page.goto('/admin');
    await page.getByText(am.adminTwoFactorNotice).waitFor();
    await page.getByRole('link', { name: am.adminTwoFactorLink }).click();
    await page.waitForURL('**/profil/parametres#double-authentification');
    await section(page, am.twoFactorSectionTitle).getByText(am.adminTwoFactorNoticeHere).waitFor();
    await shoot(page, 'admin-notice-1280');
    await page.context().close();
  }, 120_000);
});
