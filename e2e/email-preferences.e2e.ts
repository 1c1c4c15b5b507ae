import { readFileSync } from 'node:fs';
import path from 'node:path';
import { emailPreferenceMessages as em, fill, unsubscribeMessages as um } from '@plateau/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../apps/server/src/modules/notifications/unsubscribe-token';
import { baseUrl, dataDir, launchBrowser, newPage, registerMember } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The server's signing secret (generated into its data directory), to sign links as its e-mails do. */
const tokenFor = (userId: string, scope: Parameters<typeof unsubscribeToken>[2]) =>
  unsubscribeToken(readFileSync(path.join(dataDir(), 'auth-secret'), 'utf8').trim(), userId, scope);

const frequencyOf = (page: Page, category: keyof typeof em.categoryNames) =>
  page.getByLabel(em.categoryNames[category], { exact: true });

/** Saves for screenshots when SCREENSHOTS_DIR is set (README: how the pages were looked at). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

async function choose(page: Page, category: keyof typeof em.categoryNames, value: string) {
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/me/notification-preferences') && response.request().method() === 'PUT',
  );
  await frequencyOf(page, category).selectOption(value);
  expect((await saved).status()).toBe(200);
}

describe('Notifications par e-mail', () => {
  it('a member changes their settings at 1280 px, reloads and finds them kept', async () => {
    const page = await newPage(browser, 1280);
    await registerMember(page, 'Nina Préférences');
    await page.goto('/profil/parametres');
    await page.getByRole('heading', { name: em.sectionTitle }).waitFor();
    await expect.poll(() => frequencyOf(page, 'messages').inputValue()).toBe('immédiat');
    expect(await frequencyOf(page, 'projects').inputValue()).toBe('quotidien');
    expect(await frequencyOf(page, 'magazine').inputValue()).toBe('hebdomadaire');
    // The browser tests' servers mail a message left unread 2 s (global-setup.ts).
    await page
      .getByText(fill(em.categoryHints.messages, { delay: fill(em.delaySeconds, { count: 2 }) }))
      .waitFor();

    await choose(page, 'messages', 'quotidien');
    await page.getByRole('status').filter({ hasText: em.saved }).first().waitFor();
    await choose(page, 'magazine', 'jamais');
    await choose(page, 'tasks', 'hebdomadaire');
    await shoot(page, 'email-preferences-1280');

    await page.reload();
    await page.getByRole('heading', { name: em.sectionTitle }).waitFor();
    await expect.poll(() => frequencyOf(page, 'messages').inputValue()).toBe('quotidien');
    expect(await frequencyOf(page, 'magazine').inputValue()).toBe('jamais');
    expect(await frequencyOf(page, 'tasks').inputValue()).toBe('hebdomadaire');
    expect(await frequencyOf(page, 'connections').inputValue()).toBe('immédiat');

    await page.context().close();
  }, 120_000);

  it('the unsubscribe page turns a type off without a session; a tampered link changes nothing', async () => {
    const page = await newPage(browser, 1280);
    const memberId = await registerMember(page, 'Noé Désabonné');
    const preferences = async () =>
      (await (await page.request.get('/api/me/notification-preferences')).json()).preferences;

    // The link of a 'Connexions' e-mail, opened in a browser without a session.
    const visitor = await newPage(browser, 375);
    await visitor.goto(`/desabonnement?jeton=${encodeURIComponent(tokenFor(memberId, 'connections'))}`);
    await visitor.getByText(fill(um.question, { scope: um.scopeNames.connections })).waitFor();
    await shoot(visitor, 'unsubscribe-375');
    await visitor.getByRole('button', { name: um.confirm }).click();
    await visitor.getByText(fill(um.done, { scope: um.scopeNames.connections })).waitFor();
    await visitor.getByRole('link', { name: um.preferencesLink }).waitFor();
    await shoot(visitor, 'unsubscribe-done-375');
    expect((await preferences()).connections).toBe('jamais');

    // A tampered link: the French refusal, nothing changed.
    const tampered = tokenFor(memberId, 'projects').replace('.projects.', '.magazine.');
    await visitor.goto(`/desabonnement?jeton=${encodeURIComponent(tampered)}`);
    await visitor.getByRole('heading', { name: um.invalidTitle }).waitFor();
    await visitor.getByText(em.invalidToken).waitFor();
    await shoot(visitor, 'unsubscribe-invalid-375');
    expect((await preferences()).magazine).toBe('hebdomadaire');

    // The mail client's one-click POST (RFC 8058), with no cookie.
    const oneClick = await visitor.request.post(
      `${baseUrl()}/desabonnement?jeton=${encodeURIComponent(tokenFor(memberId, 'projects'))}`,
      { form: { 'List-Unsubscribe': 'One-Click' } },
    );
    expect(oneClick.status()).toBe(200);
    await visitor.context().close();
    expect(await preferences()).toEqual({
      messages: 'immédiat',
      connections: 'jamais',
      projects: 'jamais',
      tasks: 'quotidien',
      magazine: 'hebdomadaire',
    });
    await page.context().close();
  }, 120_000);

  it('fits a phone (375 px)', async () => {
    const page = await newPage(browser, 375);
    await registerMember(page, 'Nino Téléphone');
    await page.goto('/profil/parametres#notifications-email');
    await page.getByRole('heading', { name: em.sectionTitle }).waitFor();
    await expect.poll(() => frequencyOf(page, 'messages').inputValue()).toBe('immédiat');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, 'email-preferences-375');
    await page.context().close();
  }, 120_000);
});
