import {
  magazineMessages as mag,
  messages,
  messagingMessages as mm,
  networkMessages as net,
  notificationMessages as nm,
  profileMessages as pm,
} from '@plateau/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { field, launchBrowser, newPage, registerMember, signInThroughApi } from './browser';

const m = messages.auth;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const search = (page: Page) => new URL(page.url()).search;

describe('signing in returns to the page the member came from (issue 19, item 1)', () => {
  it('from /messages/{id}: Se connecter, sign in, back on the conversation', async () => {
    const other = await newPage(browser);
    const otherId = await registerMember(other, 'Rémi Retour');
    const page = await newPage(browser, 375);
    await page.goto(`/messages/${otherId}`);
    await page.getByRole('main').getByRole('link', { name: messages.common.signIn }).click();
    await page.waitForURL('**/login');
    await field(page, m.emailLabel).fill('camille@demo.fr');
    await field(page, m.passwordLabel).fill('demo1234');
    await page.getByRole('button', { name: m.loginButton, exact: true }).click();
    await page.waitForURL(`**/messages/${otherId}`);
    await page.getByRole('heading', { name: 'Rémi Retour' }).waitFor();
    await page.getByLabel(mm.messageLabel).waitFor();
    await other.context().close();
    await page.context().close();
  });

  it('from /messages/{id} through the register page: a new member lands back on the conversation', async () => {
    const other = await newPage(browser);
    const otherId = await registerMember(other, 'Inès Inscription');
    const page = await newPage(browser);
    await page.goto(`/messages/${otherId}`);
    await page.getByRole('main').getByRole('link', { name: messages.common.signIn }).click();
    await page.waitForURL('**/login');
    await page.getByRole('main').getByRole('link', { name: m.registerLink }).click();
    await page.waitForURL('**/register');
    await field(page, m.fullNameLabel).fill('Nouveau Venu');
    await field(page, m.emailLabel).fill(`retour-${Date.now()}@test.fr`);
    await field(page, m.passwordLabel).fill('secret-solide-1');
    await field(page, m.confirmPasswordLabel).fill('secret-solide-1');
    await page.getByRole('button', { name: m.registerButton, exact: true }).click();
    await page.waitForURL(`**/messages/${otherId}`);
    await other.context().close();
    await page.context().close();
  });

  it('through the modals: signing in on /reseau and registering on /projets stay on the page', async () => {
    const page = await newPage(browser);
    await page.goto('/reseau?onglet=envoyees');
    const before = page.url();
    await page.getByRole('main').getByRole('button', { name: messages.common.signIn }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(m.emailLabel, { exact: true }).fill('camille@demo.fr');
    await dialog.getByLabel(m.passwordLabel, { exact: true }).fill('demo1234');
    await dialog.getByRole('button', { name: m.loginButton, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: messages.nav.profileMenu }).waitFor();
    expect(page.url()).toBe(before);
    // The notice gives way to the member's page once its code has loaded.
    await expect.poll(() => page.getByText(messages.common.notConnectedTitle).count()).toBe(0);
    await expect
      .poll(() => page.getByRole('tab', { name: new RegExp(net.tabs.sent) }).getAttribute('aria-selected'))
      .toBe('true');

    const visitor = await newPage(browser);
    await visitor.goto('/projets');
    await visitor.getByRole('main').getByRole('button', { name: messages.common.createAccount }).click();
    const register = visitor.getByRole('dialog');
    await register.getByLabel(m.fullNameLabel, { exact: true }).fill('Modale Inscrite');
    await register.getByLabel(m.emailLabel, { exact: true }).fill(`modale-${Date.now()}@test.fr`);
    await register.getByLabel(m.passwordLabel, { exact: true }).fill('secret-solide-1');
    await register.getByLabel(m.confirmPasswordLabel, { exact: true }).fill('secret-solide-1');
    await register.getByRole('button', { name: m.registerButton, exact: true }).click();
    await register.waitFor({ state: 'detached' });
    await visitor.getByRole('button', { name: messages.nav.profileMenu }).waitFor();
    expect(new URL(visitor.url()).pathname).toBe('/projets');
    await page.context().close();
    await visitor.context().close();
  });

  it('ignores a return target on another site', async () => {
    const page = await newPage(browser);
    await page.goto('/login?retour=//evil.example/x');
    await field(page, m.emailLabel).fill('camille@demo.fr');
    await field(page, m.passwordLabel).fill('demo1234');
    await page.getByRole('button', { name: m.loginButton, exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.context().close();
  });
});

describe('Back walks through filters and tabs (issue 19, item 2)', () => {
  it('on /reseau, /notifications, /magazine and /talents', async () => {
    const page = await newPage(browser);
    await signInThroughApi(page, 'camille@demo.fr');

    await page.goto('/reseau');
    await page.getByRole('tab', { name: new RegExp(net.tabs.received) }).click();
    await page.waitForURL(/onglet=recues/);
    await page.getByRole('tab', { name: new RegExp(net.tabs.sent) }).click();
    await page.waitForURL(/onglet=envoyees/);
    await page.goBack();
    await page.waitForURL(/onglet=recues/);
    await expect
      .poll(() =>
        page.getByRole('tab', { name: new RegExp(net.tabs.received) }).getAttribute('aria-selected'),
      )
      .toBe('true');
    await page.goBack();
    await expect.poll(() => search(page)).toBe('');

    await page.goto('/notifications');
    await field(page, nm.typeLabel).selectOption('message');
    await page.waitForURL(/type=message/);
    await field(page, nm.stateLabel).selectOption('unread');
    await page.waitForURL(/etat=non-lues/);
    await page.goBack();
    await expect.poll(() => search(page)).toBe('?type=message');
    await expect.poll(() => field(page, nm.stateLabel).inputValue()).toBe('');
    await page.goBack();
    await expect.poll(() => search(page)).toBe('');

    await page.goto('/magazine');
    await field(page, mag.categoryLabel).selectOption('Événements');
    await page.waitForURL(/categorie=/);
    await page.goBack();
    await expect.poll(() => search(page)).toBe('');
    await expect.poll(() => field(page, mag.categoryLabel).inputValue()).toBe('');

    // Typing replaces the entry; a filter pushes one: Back undoes the filter and keeps the search.
    await page.goto('/talents');
    await field(page, pm.searchLabel).fill('martin');
    await page.waitForURL(/q=martin/);
    await page.getByRole('button', { name: pm.moreFilters }).click();
    await field(page, pm.locationFilter).selectOption('Paris');
    await page.waitForURL(/location=Paris/);
    await page.goBack();
    await expect.poll(() => search(page)).toBe('?q=martin');
    await expect.poll(() => field(page, pm.locationFilter).inputValue()).toBe('');
    await expect.poll(() => field(page, pm.searchLabel).inputValue()).toBe('martin');
    await page.goBack();
    await page.waitForURL('**/magazine');
    await page.context().close();
  });
});
