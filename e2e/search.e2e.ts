import path from 'node:path';
import { fill, searchMessages as m, navMessages as nav } from '@plateau/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { field, launchBrowser, newPage, signInAsDemo } from './browser';

// Issue 33: one search in the navigation bar, grouped results on /recherche.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Saves for screenshots when SCREENSHOTS_DIR is set (README: how the pages were looked at). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Types a search in the navigation bar's field and waits for /recherche's results. */
async function searchFromNav(page: Page, q: string) {
  await page.getByRole('button', { name: nav.openSearch }).click();
  await field(page, nav.searchLabel).fill(q);
  await field(page, nav.searchLabel).press('Enter');
  await page.waitForURL((url) => url.pathname === '/recherche' && url.searchParams.get('q') === q);
}

const talents = (page: Page) => page.getByRole('region', { name: m.talents, exact: true });

describe('the one search in Chromium (issue 33)', () => {
  for (const width of [1280, 375]) {
    it(`a producer finds the directrice photo in Lyon and Camille the réalisatrice (${width} px)`, async () => {
      const page = await newPage(browser, width);
      await signInAsDemo(page, 'julien.moreau@demo.fr');

      await searchFromNav(page, 'directeur photo lyon');
      await talents(page).getByRole('link', { name: 'Sophie Lefèvre' }).waitFor();
      await expect.poll(() => talents(page).getByText('Directrice photo').count()).toBeGreaterThan(0);
      for (const group of [m.projects, m.influencerProjects, m.articles]) {
        await page.getByRole('region', { name: group, exact: true }).waitFor();
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shoot(page, `search-directeur-photo-lyon-${width}`);

      await searchFromNav(page, 'realisateur');
      await talents(page).getByRole('link', { name: 'Camille Martin' }).waitFor();
      const seeAll = talents(page).getByRole('link', { name: fill(m.seeAllOf, { group: m.talents }) });
      expect(await seeAll.getAttribute('href')).toBe('/talents?q=realisateur');

      // A search that finds nothing says so, with the query.
      await field(page, m.label).fill('zzzintrouvable');
      await page.getByRole('button', { name: m.submit, exact: true }).click();
      await page.getByText(fill(m.noResults, { query: 'zzzintrouvable' })).waitFor();
      await shoot(page, `search-empty-${width}`);
      await page.context().close();
    });
  }
});
