import { randomUUID } from 'node:crypto';
import { fill, networkMessages as m, messages, notificationTexts } from '@plateau/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, registerMember, toastWith } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('network page for visitors', () => {
  it('shows the not-connected warning with a login button', async () => {
    const page = await newPage(browser, 375);
    await page.goto('/reseau');
    await page.getByText(m.notSignedInText).waitFor();
    await page.getByRole('button', { name: messages.common.signIn }).waitFor();
    await page.context().close();
  });
});

describe('connections between two members', () => {
  it('updates the other side live: request, badge, /reseau, acceptance, Contacter, removal', async () => {
    const suffix = randomUUID().slice(0, 4);
    const alicePage = await newPage(browser, 1280);
    const brunoPage = await newPage(browser, 375);
    const aliceName = `Alice Réseau ${suffix}`;
    const brunoName = `Bruno Réseau ${suffix}`;
    await registerMember(alicePage, aliceName);
    const brunoId = await registerMember(brunoPage, brunoName);

    await brunoPage.goto('/reseau?onglet=recues');
    await brunoPage.getByText(m.empty.received).waitFor();
    await alicePage.goto(`/talents/${brunoId}`);
    await alicePage.getByRole('heading', { name: brunoName }).waitFor();
    await alicePage.getByRole('button', { name: m.button.not_connected }).waitFor();
    expect(
      await alicePage.getByRole('main').getByRole('link', { name: m.contact, exact: true }).count(),
    ).toBe(0);

    await alicePage.getByRole('button', { name: m.button.not_connected }).click();
    await toastWith(alicePage, m.requestSent).waitFor();
    await alicePage.getByRole('button', { name: m.button.pending_sent }).waitFor();

    // Bruno's open page shows the request and the badge counts it, without a reload.
    const card = brunoPage.locator('main article').filter({ hasText: aliceName });
    await card.waitFor();
    await brunoPage.getByRole('link', { name: /Notifications \(1 non lue\)/ }).waitFor();
    await brunoPage.goto('/notifications');
    await brunoPage.getByText(fill(notificationTexts.connectionRequest, { name: aliceName })).waitFor();
    await brunoPage.goto('/reseau?onglet=recues');
    await card.getByRole('button', { name: m.accept }).click();
    await toastWith(brunoPage, m.requestAccepted).waitFor();
    await brunoPage.getByText(m.empty.received).waitFor();

    // Alice's profile view follows: 'Connecté' and 'Contacter'.
    await alicePage.getByRole('button', { name: m.button.connected }).waitFor();
    await alicePage.getByRole('main').getByRole('link', { name: m.contact, exact: true }).waitFor();
    expect(
      await alicePage
        .getByRole('main')
        .getByRole('link', { name: m.contact, exact: true })
        .getAttribute('href'),
    ).toBe(`/messages/${brunoId}`);

    await brunoPage.getByRole('tab', { name: new RegExp(m.tabs.connections) }).click();
    await brunoPage.locator('main article').filter({ hasText: aliceName }).waitFor();

    // Removing asks first, then both sides go back to 'Se connecter'.
    await alicePage.getByRole('button', { name: m.button.connected }).click();
    await alicePage
      .getByRole('dialog')
      .getByText(fill(m.removeConnectionConfirm, { name: brunoName }))
      .waitFor();
    await alicePage.getByRole('dialog').getByRole('button', { name: m.confirmRemove }).click();
    await toastWith(alicePage, m.connectionRemoved).waitFor();
    await alicePage.getByRole('button', { name: m.button.not_connected }).waitFor();
    await brunoPage.getByText(m.empty.connections).waitFor();

    await alicePage.context().close();
    await brunoPage.context().close();
  });
});

describe('refusal, new request, cancellation and a failed check', () => {
  it('shows each state and toast of the spec', async () => {
    const suffix = randomUUID().slice(0, 4);
    const alicePage = await newPage(browser, 375);
    const brunoPage = await newPage(browser, 1280);
    const brunoName = `Bruno Refus ${suffix}`;
    const aliceName = `Alice Refus ${suffix}`;
    await registerMember(alicePage, aliceName);
    const brunoId = await registerMember(brunoPage, brunoName);

    await alicePage.goto(`/talents/${brunoId}`);
    await alicePage.getByRole('button', { name: m.button.not_connected }).click();
    await toastWith(alicePage, m.requestSent).waitFor();

    await brunoPage.goto('/reseau?onglet=recues');
    const card = brunoPage.locator('main article').filter({ hasText: aliceName });
    await card.getByRole('button', { name: m.refuse }).click();
    await toastWith(brunoPage, m.requestRefused).waitFor();

    // Refused: 'Se connecter' again, and asking again works.
    await alicePage.getByRole('button', { name: m.button.rejected }).click();
    await toastWith(alicePage, m.requestSent).waitFor();
    await alicePage.getByRole('button', { name: m.button.pending_sent }).click();
    await alicePage.getByRole('dialog').getByRole('button', { name: m.confirmCancel }).click();
    await toastWith(alicePage, m.requestCancelled).waitFor();
    await alicePage.getByRole('button', { name: m.button.not_connected }).waitFor();

    // Bruno asks in turn: Alice's button becomes 'Accepter la demande', leading to /reseau.
    await brunoPage.goto(
      `/talents/${await alicePage.evaluate(() =>
        fetch('/api/me')
          .then((r) => r.json())
          .then((b) => b.user.id),
      )}`,
    );
    await brunoPage.getByRole('button', { name: m.button.not_connected }).click();
    await toastWith(brunoPage, m.requestSent).waitFor();
    await alicePage.getByRole('button', { name: m.button.pending_received }).click();
    await alicePage.waitForURL('**/reseau?onglet=recues');
    await alicePage.locator('main article').filter({ hasText: brunoName }).waitFor();

    // A failed check offers 'Erreur - Réessayer', which checks again.
    let failing = true;
    await alicePage.route('**/api/connections/status/**', (route) =>
      failing ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
    );
    await alicePage.goto(`/talents/${brunoId}`);
    await alicePage.getByRole('button', { name: m.checkFailed }).waitFor();
    failing = false;
    await alicePage.getByRole('button', { name: m.checkFailed }).click();
    await alicePage.getByRole('button', { name: m.button.pending_received }).waitFor();

    await alicePage.context().close();
    await brunoPage.context().close();
  });
});

describe('the network page on a phone (issue 19)', () => {
  it('shows the three tabs within the screen and the whole search placeholder', async () => {
    const page = await newPage(browser, 375);
    await registerMember(page, `Zoé Mobile ${randomUUID().slice(0, 4)}`);
    await page.goto('/reseau');
    const tabs = page.getByRole('tab');
    await expect.poll(() => tabs.count()).toBe(3);
    for (const box of await tabs.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()))) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(375);
    }
    await page.getByRole('tab', { name: new RegExp(m.tabs.sent) }).click();
    await page.getByText(m.empty.sent).waitFor();
    const fits = await page.getByPlaceholder(m.searchPlaceholder).evaluate((input) => {
      const element = input as HTMLInputElement;
      const style = getComputedStyle(element);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return false;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return context.measureText(element.placeholder).width <= room;
    });
    expect(fits).toBe(true);
    await page.context().close();
  });
});
