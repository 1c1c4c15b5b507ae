import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a11yViolations, launchBrowser, newPage, signInAsDemo } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a page, waits for its main heading, and lists what axe-core finds. */
async function check(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  return { url, violations: await a11yViolations(page) };
}

describe('accessibility (axe-core, WCAG 2.1 AA, serious and critical)', () => {
  for (const width of [1280, 375]) {
    it(`finds nothing serious on the visitor pages at ${width} px`, async () => {
      const page = await newPage(browser, width);
      const results = [];
      for (const url of ['/', '/login', '/register', '/talents', '/reseau', '/messages', '/a-propos']) {
        results.push(await check(page, url));
      }
      expect(results.filter((result) => result.violations.length > 0)).toEqual([]);
      await page.context().close();
    });

    it(`finds nothing serious on the member pages at ${width} px`, async () => {
      const page = await newPage(browser, width);
      await signInAsDemo(page, 'camille@demo.fr');
      const talentId = await page.evaluate(() =>
        fetch('/api/talents?q=sophie')
          .then((response) => response.json())
          .then((body: { items: Array<{ id: string }> }) => body.items[0]?.id ?? ''),
      );
      const articleId = await page.evaluate(() =>
        fetch('/api/articles')
          .then((response) => response.json())
          .then((body: { items: Array<{ id: string }> }) => body.items[0]?.id ?? ''),
      );
      const results = [];
      for (const url of [
        '/dashboard',
        `/magazine/${articleId}`,
        '/profil/portfolio/ajouter',
        '/talents',
        `/talents/${talentId}`,
        '/profil',
        '/profil/modifier',
        '/reseau',
        '/reseau?onglet=recues',
        '/notifications',
        '/messages',
        '/magazine',
        '/magazine/favoris',
        `/talents/${randomUUID()}`,
      ]) {
        results.push(await check(page, url));
      }
      expect(results.filter((result) => result.violations.length > 0)).toEqual([]);
      await page.context().close();
    });
  }
});
