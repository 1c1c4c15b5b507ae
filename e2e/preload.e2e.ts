import { memberBarReads, pageFirstReads } from '@plateau/shared/api/page-reads';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInThroughApi } from './browser';

let browser: Browser;
let member: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  member = await newPage(browser, 375);
  await signInThroughApi(member, 'camille@demo.fr');
});
afterAll(async () => {
  await browser?.close();
});

/** An address of each route of the table, in its default state (no query string); `:id` a demo project's. */
const addressOf = (routePath: string, projectId: string) =>
  routePath.replace('/:id?', '').replace(':id', projectId);

describe('a member page opened from the address', () => {
  it('comes with the answers of its first API reads and its session: it asks none of them before its realtime link opens', async () => {
    expect(Object.keys(pageFirstReads).length).toBeGreaterThan(3);
    const projects = await (await member.request.get('/api/projects')).json();
    const projectId: string = projects.items[0].id;
    const projectTitle: string = projects.items[0].title;
    // Each route opens in a page of its own (the member's context, its session): the requests and warnings
    // counted are that page's alone, as from a blank page.
    const opened: Array<{
      routePath: string;
      address: string;
      reads: string[];
      page: Page;
      link: string;
      requested: string[];
      warnings: string[];
      linked: () => boolean;
    }> = [];
    for (const [routePath, routeReads] of Object.entries(pageFirstReads)) {
      const address = addressOf(routePath, projectId);
      const reads = routeReads.map((read) => read.replace(':id', projectId));
      // The API requests made before the realtime link opened (it then refreshes what is on screen, for what
      // happened since the page's reads).
      const requested: string[] = [];
      const warnings: string[] = [];
      let linked = false;
      const page = await member.context().newPage();
      page.on('websocket', () => {
        linked = true;
      });
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/') && !linked) requested.push(url.pathname + url.search);
      });
      page.on('console', (message) => {
        if (message.type() === 'warning' && /preload/i.test(message.text())) warnings.push(message.text());
      });
      const response = await page.goto(address, { waitUntil: 'networkidle' });
      opened.push({
        routePath,
        address,
        reads,
        page,
        link: response?.headers().link ?? '',
        requested,
        warnings,
        linked: () => linked,
      });
    }
    // Chromium warns of an unused preload a few seconds after a page has loaded: one wait after the last page
    // opened gives every page at least that long (the pages stay open, still listened to).
    await member.waitForTimeout(3500);

    for (const { routePath, address, reads, page, link, requested, warnings, linked } of opened) {
      // What index.html loads comes first (its style sheet, then its scripts), then the page's own code; an
      // unused preload (one whose mode differs from the tag's) would be in Chromium's warnings below.
      expect(link, address).toMatch(
        /^<\/assets\/[\w-]+\.css>; rel=preload; as=style; crossorigin, (<\/assets\/[\w-]+\.js>; rel=modulepreload, )+<\/assets\/[\w-]+Page-[\w-]+\.js>; rel=modulepreload/,
      );
      // The page's own reads and the bar's came inside the page.
      expect(linked(), address).toBe(true);
      for (const read of [...reads, ...memberBarReads]) expect(requested, address).not.toContain(read);
      expect(requested, address).not.toContain('/api/me');
      expect(warnings, address).toEqual([]);
      // The page shows the member's content, not the members-only notice.
      await expect
        .poll(() => page.locator('main').textContent(), { timeout: 10_000 })
        .not.toMatch(/Vérification/);
      if (routePath === '/projets/:id')
        expect(await page.locator('main h1').textContent()).toBe(projectTitle);
      await page.close();
    }
  });
});
