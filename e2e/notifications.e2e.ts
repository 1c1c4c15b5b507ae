import { randomUUID } from 'node:crypto';
import { fill, messages, notificationMessages as nm, notificationTexts } from '@plateau/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  confirmEmailFromOutbox,
  launchBrowser,
  newPage,
  signInThroughApi,
  toastWith,
} from './browser';

const camille = 'camille@demo.fr';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const items = (page: Page) => page.locator('main article');
const unreadItems = (page: Page) => page.locator('main article:has([data-testid="unread-dot"])');
/** The bell of the navigation bar: 'Notifications' or 'Notifications (N non lues)'. */
const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
/** The exact unread count, from the page's summary line. */
async function unreadSummary(page: Page): Promise<number> {
  const text =
    (await page.getByText(/notifications? non lues?|Aucune notification non lue/).textContent()) ?? '';
  return /^\d+/.test(text) ? Number.parseInt(text, 10) : 0;
}

describe('notifications for visitors', () => {
  it('shows a login prompt', async () => {
    const page = await newPage(browser, 375);
    await page.goto('/notifications');
    await page.getByText(nm.loginText).waitFor();
    await page.getByRole('button', { name: messages.common.signIn }).waitFor();
    await page.context().close();
  });
});

describe('notifications of a member', () => {
  it('lists, loads more, filters, marks read, opens, deletes, marks all read and updates live', async () => {
    const page = await newPage(browser);
    await signInThroughApi(page, camille);
    await page.goto('/notifications');
    await page.getByRole('heading', { name: nm.title, level: 1 }).waitFor();

    // 20 per page, then 'Charger plus' until the last, short page.
    await expect.poll(() => items(page).count()).toBe(20);
    const more = page.getByRole('button', { name: nm.loadMore });
    for (let pages = 1; (await more.count()) > 0 && pages < 10; pages += 1) {
      const before = await items(page).count();
      await more.click();
      await expect.poll(() => items(page).count()).toBeGreaterThan(before);
    }
    await expect.poll(() => more.count()).toBe(0);

    // Filters by type and state (kept in the address), then reset.
    await page.getByLabel(nm.typeLabel).selectOption('connection');
    await expect.poll(() => page.url()).toContain('type=connection');
    await expect
      .poll(async () => {
        const texts = await items(page).allInnerTexts();
        return texts.length > 0 && texts.every((text) => text.includes(nm.typeNames.connection));
      })
      .toBe(true);
    await page.getByLabel(nm.stateLabel).selectOption('unread');
    await expect.poll(() => page.url()).toContain('etat=non-lues');
    await expect
      .poll(async () => (await items(page).count()) === (await unreadItems(page).count()))
      .toBe(true);
    await page.getByRole('button', { name: nm.resetFilters }).first().click();
    await expect.poll(() => page.url()).not.toContain('type=');
    // The unfiltered list comes back from the cache, with the pages already loaded.
    await expect.poll(() => items(page).count()).toBeGreaterThan(20);

    // 'Marquer comme lu' lowers the unread count by one, the item loses its dot.
    const before = await unreadSummary(page);
    expect(before).toBeGreaterThan(2);
    const firstUnread = unreadItems(page).first();
    const markedId = await firstUnread.getAttribute('data-notification-id');
    await firstUnread.getByRole('button', { name: /^Marquer comme lu/ }).click();
    await expect.poll(() => unreadSummary(page)).toBe(before - 1);
    const marked = page.locator(`main article[data-notification-id="${markedId}"]`);
    await expect.poll(() => marked.locator('[data-testid="unread-dot"]').count()).toBe(0);

    // A click on an unread connection notification marks it read and opens /reseau.
    await page.getByLabel(nm.typeLabel).selectOption('connection');
    await page.getByLabel(nm.stateLabel).selectOption('unread');
    await expect.poll(() => unreadItems(page).count()).toBeGreaterThan(0);
    await unreadItems(page).first().locator('a').first().click();
    await page.waitForURL('**/reseau');
    await page.goto('/notifications');
    await expect.poll(() => unreadSummary(page)).toBe(before - 2);

    // Delete one (once the list has loaded again after the navigation).
    await expect.poll(() => items(page).count()).toBeGreaterThan(0);
    const total = await items(page).count();
    const doomedId = await items(page).first().getAttribute('data-notification-id');
    await items(page)
      .first()
      .getByRole('button', { name: /^Supprimer la notification/ })
      .click();
    await toastWith(page, nm.deleted).waitFor();
    const doomed = page.locator(`main article[data-notification-id="${doomedId}"]`);
    await expect.poll(() => doomed.count()).toBe(0);
    await expect.poll(() => items(page).count()).toBe(total);

    // Mark all read: no dot left, no badge.
    await page.getByRole('button', { name: nm.markAllRead }).click();
    await toastWith(page, nm.allMarked).waitFor();
    await expect.poll(() => unreadItems(page).count()).toBe(0);
    await expect.poll(() => bell(page).locator('.sr-only').textContent()).toBe(messages.nav.notifications);
    await page.getByText(nm.unreadSummaryNone).waitFor();

    // Another member asks to connect: the badge and the list follow without a reload.
    const me = await (await page.request.get('/api/me')).json();
    const other = await newPage(browser, 375);
    const name = `Nina Notif ${randomUUID().slice(0, 4)}`;
    const otherEmail = `${randomUUID().slice(0, 8)}@notif.test`;
    const signUp = await other.request.post('/api/auth/sign-up/email', {
      data: {
        name,
        email: otherEmail,
        password: 'motdepasse-solide',
        confirmPassword: 'motdepasse-solide',
      },
      headers: { origin: baseUrl() },
    });
    expect(signUp.status()).toBe(200);
    await confirmEmailFromOutbox(other, otherEmail);
    const request = await other.request.post('/api/connections', {
      data: { userId: me.user.id },
      headers: { origin: baseUrl() },
    });
    expect(request.status()).toBe(201);
    await expect
      .poll(() => bell(page).locator('.sr-only').textContent())
      .toBe(`${messages.nav.notifications} (1 non lue)`);
    await items(page)
      .filter({ hasText: fill(notificationTexts.connectionRequest, { name }) })
      .first()
      .waitFor();
    expect(await unreadItems(page).count()).toBe(1);

    await other.context().close();
    await page.context().close();
  });
});
