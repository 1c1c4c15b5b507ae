import { fill, messages } from '@plateau/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const pages = [
  { path: '/mentions-legales', title: messages.legal.notice.title },
  { path: '/confidentialite', title: messages.legal.privacy.title },
  { path: '/conditions', title: messages.legal.terms.title },
  { path: '/a-propos', title: messages.about.title },
];

describe('legal pages', () => {
  it.each(pages)('$path names the configured publisher and shows no placeholder', async ({ path, title }) => {
    const page = await newPage(browser, 375);
    const details = await (await page.request.get('/api/site/legal')).json();
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText(details.contactEmail).first().waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/[[\]{}]/);
    if (path === '/mentions-legales') {
      // LCEN art. 6: the publisher and the host, and a telephone to reach each directly.
      const named = ['companyName', 'siret', 'address', 'hostName', 'hostAddress', 'phone', 'hostPhone'];
      for (const field of named) expect(text).toContain(details[field]);
    }
    if (path !== '/a-propos') {
      const [year, month, day] = String(details.updatedAt).split('-').map(Number);
      const date = new Date(year ?? 0, (month ?? 1) - 1, day ?? 1).toLocaleDateString('fr-FR', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      });
      await page.getByText(fill(messages.legal.updatedAt, { date })).waitFor();
    }
    if (path === '/conditions') {
      expect(text).toContain(details.mediatorName);
      expect(text).not.toContain('ec.europa.eu');
    }
    await page.context().close();
  });

  it('the footer writes to the configured contact address and shows no social icon when none is set', async () => {
    const page = await newPage(browser, 1280);
    const details = await (await page.request.get('/api/site/legal')).json();
    await page.goto('/mentions-legales');
    const footer = page.getByRole('contentinfo');
    const contact = footer.getByRole('link', { name: messages.footer.contact });
    await contact.waitFor();
    expect(await contact.getAttribute('href')).toBe(`mailto:${details.contactEmail}`);
    expect(await footer.getByText(messages.footer.followUs).count()).toBe(0);
    await page.context().close();
  });
});
