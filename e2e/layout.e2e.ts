import { messages } from '@plateau/shared';
import { pageDescriptions as d, siteDescription } from '@plateau/shared/messages/descriptions.fr';
import { pageTitles as t } from '@plateau/shared/messages/meta.fr';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, pageSettled, signInThroughApi } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every script answers 1.2 s late, as on a slow phone network: the pages' chunks load visibly late. */
async function slowScripts(page: Page): Promise<void> {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
}

/** Records the page's layout shifts (Chromium's Layout Instability API) from its first paint. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { plateauShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if ('value' in entry && typeof entry.value === 'number') shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftTotal = (page: Page) =>
  page.evaluate(() => {
    const shifts = Reflect.get(window, 'plateauShifts');
    return Array.isArray(shifts) ? shifts.reduce((sum: number, value: number) => sum + value, 0) : -1;
  });

const footerTop = (page: Page) =>
  page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top);
const viewportHeight = (page: Page) => page.evaluate(() => window.innerHeight);

describe('no layout shift while a page loads (issue 17)', () => {
  it('the footer stays below the fold while the page chunk loads, then nothing has shifted', async () => {
    const page = await newPage(browser, 375);
    await recordShifts(page);
    // The page's own code 2.5 s late: longer than the first render waits for it (a second), so the app
    // shows the page's place (its skeleton) meanwhile.
    await page.route('**/assets/AboutPage-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await page.goto('/a-propos');
    await page.getByRole('status').filter({ hasText: messages.common.pageLoading }).waitFor();
    const whileLoading = await footerTop(page);
    expect(whileLoading).toBeGreaterThanOrEqual(await viewportHeight(page));
    await page.getByRole('heading', { level: 1, name: t.about }).waitFor();
    expect(await footerTop(page)).toBeGreaterThanOrEqual(whileLoading);
    expect(await shiftTotal(page)).toBeLessThan(0.05);
    await page.context().close();
  });

  it('opened from its address, a page whose code comes in time shows at once, its footer below the fold', async () => {
    const page = await newPage(browser, 375);
    await recordShifts(page);
    await slowScripts(page);
    const loadings: string[] = [];
    await page.exposeFunction('plateauSawLoading', (text: string) => loadings.push(text));
    await page.addInitScript((text) => {
      new MutationObserver(() => {
        if (document.body?.textContent?.includes(text)) Reflect.get(window, 'plateauSawLoading')?.(text);
      }).observe(document, { childList: true, subtree: true });
    }, messages.common.pageLoading);
    await page.goto('/a-propos');
    await page.getByRole('heading', { level: 1, name: t.about }).waitFor();
    // The first render waited for the page's code (on its way with the entry's): no skeleton, then the page.
    expect(loadings).toEqual([]);
    expect(await footerTop(page)).toBeGreaterThanOrEqual(await viewportHeight(page));
    expect(await shiftTotal(page)).toBeLessThan(0.05);
    await page.context().close();
  });

  it('following a link keeps the current page (and its footer) in place until the next page shows', async () => {
    const page = await newPage(browser, 375);
    await page.goto('/a-propos');
    await page.getByRole('heading', { level: 1, name: t.about }).waitFor();
    const link = page.getByRole('contentinfo').getByRole('link', { name: t.legalNotice });
    await slowScripts(page);
    await link.scrollIntoViewIfNeeded();
    const before = await footerTop(page);
    await link.click();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await footerTop(page)).toBe(before);
    await page.getByRole('heading', { level: 1, name: t.legalNotice }).waitFor();
    expect(await footerTop(page)).toBeGreaterThanOrEqual(await viewportHeight(page));
    await page.context().close();
  });
});

describe('a French title per route, a description per public page (issue 17)', () => {
  const pages: [string, string, string | undefined][] = [
    ['/', t.landing, d.landing],
    ['/login', `${t.login} · Plateau`, d.login],
    ['/register', `${t.register} · Plateau`, d.register],
    ['/magazine', `${t.magazine} · Plateau`, d.magazine],
    ['/mentions-legales', `${t.legalNotice} · Plateau`, d.legalNotice],
    ['/confidentialite', `${t.privacy} · Plateau`, d.privacy],
    ['/conditions', `${t.terms} · Plateau`, d.terms],
    ['/a-propos', `${t.about} · Plateau`, d.about],
    ['/talents', `${t.talents} · Plateau`, siteDescription],
    ['/messages', `${t.messages} · Plateau`, siteDescription],
    ['/profil', `${t.myProfile} · Plateau`, siteDescription],
    ['/notifications', `${t.notifications} · Plateau`, siteDescription],
    ['/page-qui-n-existe-pas', `${t.notFound} · Plateau`, siteDescription],
  ];

  it('each listed route shows its title, and each public page its description', async () => {
    const page = await newPage(browser, 375);
    const description = page.locator('meta[name="description"]');
    for (const [path, title, text] of pages) {
      await page.goto(path);
      await expect.poll(() => page.title(), { message: path }).toBe(title);
      if (text) await expect.poll(() => description.getAttribute('content'), { message: path }).toBe(text);
    }
    // Following a link inside the app changes both too.
    await page.goto('/talents');
    await page.getByRole('contentinfo').getByRole('link', { name: t.legalNotice }).click();
    await expect.poll(() => page.title()).toBe(`${t.legalNotice} · Plateau`);
    await expect.poll(() => description.getAttribute('content')).toBe(d.legalNotice);
    await page.context().close();
  });
});

describe('the navigation bar (issue 19)', () => {
  it('is opaque over the landing hero, and the visitor’s mobile menu dims the page and closes on a tap outside', async () => {
    const page = await newPage(browser, 375);
    await page.goto('/');
    // The landing's bar shows once the page scrolls, over the hero.
    await page.mouse.wheel(0, 600);
    const header = page.locator('header').first();
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(255, 255, 255)');

    await page.goto('/mentions-legales');
    await page.getByRole('button', { name: messages.nav.openMenu }).click();
    const backdrop = page.getByTestId('menu-backdrop');
    await backdrop.waitFor();
    expect(await backdrop.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    const box = await backdrop.boundingBox();
    expect(box?.width).toBe(375);
    await backdrop.click({ position: { x: 10, y: (box?.height ?? 400) - 10 } });
    await expect.poll(() => page.locator('#menu-mobile').count()).toBe(0);
    await page.context().close();
  });
});

describe('the walked pages on a phone (issue 19)', () => {
  it('/magazine, an article, /profil, /reseau and the legal notice fit 375 px, titles whole', async () => {
    const page = await newPage(browser, 375);
    await signInThroughApi(page, 'camille@demo.fr');
    await page.goto('/magazine');
    const article = page.locator('main a[href^="/magazine/"]:not([href="/magazine/favoris"])').first();
    const articlePath = await article.getAttribute('href');
    for (const path of ['/magazine', articlePath ?? '/magazine', '/profil', '/reseau', '/mentions-legales']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await pageSettled(page);
      const overflow = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        wider: [...document.querySelectorAll('main *')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
          .map((element) => `${element.tagName} ${(element.textContent ?? '').slice(0, 30)}`)
          .slice(0, 3),
      }));
      expect({ path, ...overflow }).toEqual({ path, width: 375, wider: [] });
      expect(await page.getByText(/\[[^\]]+\]/).count()).toBe(0);
    }
    // The profile's recent projects show their whole title, not a cut one.
    await page.goto('/profil');
    const titles = page.getByRole('main').getByRole('link', { name: /coulisses/ });
    await titles.first().waitFor();
    expect(
      await titles.first().evaluate((link) => {
        const spans = [...link.querySelectorAll('span')];
        return spans.some((span) => span.scrollWidth > span.clientWidth + 1);
      }),
    ).toBe(false);
    await page.context().close();
  });
});
