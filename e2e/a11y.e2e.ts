import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a11yViolations, baseUrl, launchBrowser, newPage, pageSettled, signInAsDemo } from './browser';

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
  await pageSettled(page);
  return { url, violations: await a11yViolations(page) };
}

/** The id of Camille's demo project 'La Maison d’en face', read by a member in a context of its own. */
async function demoProjectId(): Promise<string> {
  const page = await newPage(browser);
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'camille@demo.fr', password: 'demo1234' },
    headers: { origin: baseUrl() },
  });
  expect(signIn.status()).toBe(200);
  const list = await page.request.get('/api/projects?q=maison');
  const body: { items: Array<{ id: string }> } = await list.json();
  await page.context().close();
  const id = body.items[0]?.id;
  expect(id).toBeTruthy();
  return id ?? '';
}

describe('accessibility (axe-core, WCAG 2.1 AA, serious and critical)', () => {
  for (const width of [1280, 375]) {
    it(`finds nothing serious on the visitor pages at ${width} px`, async () => {
      const page = await newPage(browser, width);
      const results = [];
      const projectId = await demoProjectId();
      for (const url of [
        '/',
        '/login',
        '/register',
        '/talents',
        '/reseau',
        '/messages',
        '/a-propos',
        '/projets',
        `/projets/${projectId}`,
      ]) {
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
      const projectId = await demoProjectId();
      const results = [];
      for (const url of [
        '/projets',
        '/projets/nouveau',
        `/projets/${projectId}`,
        `/projets/edit/${projectId}`,
        '/dashboard',
        `/magazine/${articleId}`,
        '/profil/portfolio/ajouter',
        '/talents',
        `/talents/${talentId}`,
        '/profil',
        '/profil/modifier',
        '/profil/parametres',
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
      // Twenty pages, each loaded then checked by axe: well over the default minute on a busy machine.
    }, 240_000);
  }
});
