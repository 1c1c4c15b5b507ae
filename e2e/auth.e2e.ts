import { randomUUID } from 'node:crypto';
import { messages } from '@plateau/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentResetLink,
  field,
  launchBrowser,
  newPage,
  resetLinkFromOutbox,
  toastsShown,
  toastWith,
} from './browser';

const m = messages.auth;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signInThroughPage(page: Page, email: string, password: string) {
  await page.goto('/login');
  await field(page, m.emailLabel).fill(email);
  await field(page, m.passwordLabel).fill(password);
  await page.getByRole('button', { name: m.loginButton, exact: true }).click();
}

async function signOutThroughMenu(page: Page) {
  await page.getByRole('button', { name: messages.nav.profileMenu }).click();
  await page.getByRole('menuitem', { name: messages.nav.logout }).click();
  await page.waitForURL('**/login');
}

describe('account life cycle in Chromium', () => {
  it('registers, signs out, signs in, resets the password through the e-mailed link', async () => {
    const page = await newPage(browser);
    const email = `e2e-${randomUUID().slice(0, 8)}@test.fr`;

    await page.goto('/register');
    await field(page, m.fullNameLabel).fill('Léa Fontaine');
    await field(page, m.emailLabel).fill(email);
    await field(page, m.passwordLabel).fill('premier-secret-1');
    await field(page, m.confirmPasswordLabel).fill('premier-secret-1');
    await page.getByRole('button', { name: m.registerButton, exact: true }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Léa');

    await signOutThroughMenu(page);
    await signInThroughPage(page, email, 'premier-secret-1');
    await page.waitForURL('**/dashboard');
    await signOutThroughMenu(page);

    await page.goto('/forgot-password');
    await field(page, m.emailLabel).fill(email);
    await page.getByRole('button', { name: m.sendLink }).click();
    await page.getByText(m.resetSentTitle).first().waitFor();

    const link = await resetLinkFromOutbox(email);
    await page.goto(link);
    await field(page, m.newPasswordLabel).fill('second-secret-2');
    await field(page, m.confirmPasswordLabel).fill('second-secret-2');
    await page.getByRole('button', { name: m.updatePasswordButton }).click();
    await page.getByText(m.passwordUpdated).waitFor();
    await page.waitForURL('**/login');

    await signInThroughPage(page, email, 'premier-secret-1');
    await page.getByText(m.invalidCredentials).waitFor();
    expect(page.url()).toContain('/login');

    await signInThroughPage(page, email, 'second-secret-2');
    await page.waitForURL('**/dashboard');

    // The link worked once: opening it again says it is no longer valid.
    await page.goto(link);
    await page.getByText(m.invalidLink).first().waitFor();
    await page.context().close();
  });

  it('signs the demo member in', async () => {
    const page = await newPage(browser);
    await signInThroughPage(page, 'camille@demo.fr', 'demo1234');
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Camille');
    await page.context().close();
  });
});

/** The messages a form or a toast shows (banners are alerts, toasts statuses) that contain a text. */
const messagesWith = (page: Page, text: RegExp) =>
  page.locator('[role="alert"], [role="status"]').filter({ hasText: text });

/** The border colour of a field, as the browser paints it. */
const borderOf = (page: Page, label: string) =>
  field(page, label).evaluate((input) => getComputedStyle(input).borderTopColor);

describe('sign-in failures (spec 1 §8)', () => {
  const failure = new RegExp(`${m.loginFailed}|${m.invalidCredentials}`);

  it('a wrong password: one message with its reason, never next to the success toast', async () => {
    const page = await newPage(browser);
    await signInThroughPage(page, 'camille@demo.fr', 'pas-le-bon-mot-de-passe');
    const alert = page.getByRole('alert').filter({ hasText: m.invalidCredentials });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(m.loginFailed);
    // A toast would come with the answer: count once it would be on screen.
    await toastsShown(page);
    expect(await messagesWith(page, failure).count()).toBe(1);
    expect(await toastWith(page, m.loginSuccess).count()).toBe(0);

    await field(page, m.passwordLabel).fill('demo1234');
    await page.getByRole('button', { name: m.loginButton, exact: true }).click();
    await toastWith(page, m.loginSuccess).waitFor();
    expect(await messagesWith(page, failure).count()).toBe(0);
    await page.context().close();
  });

  it('a suspended account: one message saying so', async () => {
    const page = await newPage(browser);
    await signInThroughPage(page, 'helene.brunet@demo.fr', 'demo1234');
    await page.getByRole('alert').filter({ hasText: m.accountSuspended }).waitFor();
    await toastsShown(page);
    expect(await messagesWith(page, new RegExp(`${m.loginFailed}|suspendu`)).count()).toBe(1);
    expect(page.url()).toContain('/login');
    await page.context().close();
  });
});

describe('validation messages of the authentication forms', () => {
  it('login: empty fields', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: m.loginButton, exact: true }).click();
    await page.getByRole('alert').filter({ hasText: m.fillAllFields }).waitFor();
    expect(await page.getByText(m.fillAllFields).count()).toBe(1);
    for (const label of [m.emailLabel, m.passwordLabel]) {
      expect(await field(page, label).getAttribute('aria-invalid')).toBe('true');
    }
    await page.context().close();
  });

  it('register: empty fields give the text once, in the banner, and mark all four fields alike', async () => {
    const page = await newPage(browser);
    await page.goto('/register');
    const labels = [m.fullNameLabel, m.emailLabel, m.passwordLabel, m.confirmPasswordLabel];
    const untouched = await borderOf(page, m.fullNameLabel);
    await page.getByRole('button', { name: m.registerButton, exact: true }).click();
    const banner = page.getByRole('alert').filter({ hasText: m.fillAllFields });
    await banner.waitFor();
    expect((await banner.textContent())?.trim()).toBe(m.fillAllFieldsPage);
    expect(await page.getByText(m.fillAllFields).count()).toBe(1);
    const borders = new Set<string>();
    for (const label of labels) {
      expect(await field(page, label).getAttribute('aria-invalid')).toBe('true');
      borders.add(await borderOf(page, label));
    }
    expect(borders.size).toBe(1);
    expect(borders.has(untouched)).toBe(false);

    // A filled field is no longer marked; the others still are, the banner stays until all are filled.
    await field(page, m.fullNameLabel).fill('Inès Garnier');
    await expect.poll(() => field(page, m.fullNameLabel).getAttribute('aria-invalid')).toBeNull();
    expect(await field(page, m.confirmPasswordLabel).getAttribute('aria-invalid')).toBe('true');
    await banner.waitFor();
    await page.context().close();
  });

  it('register: empty fields, mismatch, short password, taken address', async () => {
    const page = await newPage(browser);
    await page.goto('/register');
    const submit = page.getByRole('button', { name: m.registerButton, exact: true });
    await submit.click();
    await page.getByText(m.fillAllFieldsPage).first().waitFor();

    await field(page, m.fullNameLabel).fill('Hugo Marchand');
    await field(page, m.emailLabel).fill('hugo@test.fr');
    await field(page, m.passwordLabel).fill('un-secret-1');
    await field(page, m.confirmPasswordLabel).fill('un-autre-2');
    await submit.click();
    await page.getByText(m.passwordsMismatch).first().waitFor();

    await field(page, m.passwordLabel).fill('court');
    await field(page, m.confirmPasswordLabel).fill('court');
    await submit.click();
    await page.getByText(m.passwordTooShort).first().waitFor();

    await field(page, m.emailLabel).fill('camille@demo.fr');
    await field(page, m.passwordLabel).fill('un-secret-1');
    await field(page, m.confirmPasswordLabel).fill('un-secret-1');
    await submit.click();
    await page.getByText(m.emailAlreadyUsed).first().waitFor();
    await page.context().close();
  });

  it('forgot password: empty and malformed address', async () => {
    const page = await newPage(browser);
    await page.goto('/forgot-password');
    await page.getByText(m.resetLinkValidity).first().waitFor();
    const submit = page.getByRole('button', { name: m.sendLink });
    await submit.click();
    await page.getByText(m.emailRequired).first().waitFor();
    await field(page, m.emailLabel).fill('pas-une-adresse');
    await submit.click();
    await page.getByText(m.emailInvalid).first().waitFor();
    await page.context().close();
  });

  it('update password: invalid link, then empty, mismatch and short password on a valid link', async () => {
    const page = await newPage(browser);
    await page.goto('/update-password?token=jeton-inconnu');
    await page.getByText(m.invalidLink).first().waitFor();
    await page.getByRole('link', { name: m.requestNewLink }).waitFor();

    const previous = currentResetLink('camille@demo.fr');
    await page.goto('/forgot-password');
    await field(page, m.emailLabel).fill('camille@demo.fr');
    await page.getByRole('button', { name: m.sendLink }).click();
    await page.getByText(m.resetSentTitle).first().waitFor();
    await page.goto(await resetLinkFromOutbox('camille@demo.fr', previous));
    const submit = page.getByRole('button', { name: m.updatePasswordButton });
    await submit.click();
    await page.getByText(m.fillAllFields).first().waitFor();
    await field(page, m.newPasswordLabel).fill('abcdefgh');
    await field(page, m.confirmPasswordLabel).fill('abcdefgi');
    // Typing checks the fields again (asynchronously): the previous message goes and the button moves up with
    // the form. Click once it has, as a person would: a click sent meanwhile lands where the button was.
    await expect.poll(() => page.getByText(m.fillAllFields).count()).toBe(0);
    await submit.click();
    await page.getByText(m.passwordsMismatch).first().waitFor();
    await field(page, m.newPasswordLabel).fill('abc');
    await field(page, m.confirmPasswordLabel).fill('abc');
    await expect.poll(() => page.getByText(m.passwordsMismatch).count()).toBe(0);
    await submit.click();
    await page.getByText(m.passwordTooShort).first().waitFor();
    await page.context().close();
  });
});

describe('shell pages', () => {
  it('shows the French landing page and a French 404', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr');
    await page.getByText('Crowdfunding', { exact: false }).first().waitFor();
    const missing = await page.goto('/une-page-qui-n-existe-pas');
    expect(missing?.status()).toBe(404);
    await page.getByText(messages.common.notFoundTitle).first().waitFor();
    await page.context().close();
  });

  it('opens the login modal from the navigation bar and switches to the register form', async () => {
    const page = await newPage(browser, 375);
    await page.goto('/mentions-legales');
    await page.getByRole('button', { name: messages.nav.openMenu }).click();
    await page.getByRole('button', { name: messages.nav.login }).last().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(m.emailLabel, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: m.registerLink }).click();
    await dialog.getByLabel(m.fullNameLabel, { exact: true }).waitFor();
    await page.context().close();
  });
});
