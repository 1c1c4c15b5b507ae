import { messages } from '@plateau/shared';
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
      for (const value of Object.values(details)) expect(text).toContain(value);
    }
    await page.context().close();
  });
});
