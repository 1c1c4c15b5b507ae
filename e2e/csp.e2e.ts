import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, pageSettled, signInThroughApi } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Collects every Content-Security-Policy violation the page reports (an eval probe included). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

describe('Content-Security-Policy', () => {
  it('is never violated (no eval) on the visitor and member pages', async () => {
    const page = await newPage(browser);
    const violations = await watchViolations(page);
    for (const path of ['/', '/login', '/register', '/mentions-legales']) {
      await page.goto(path);
      await pageSettled(page);
    }
    await signInThroughApi(page, 'camille@demo.fr');
    for (const path of [
      '/dashboard',
      '/talents',
      '/magazine',
      '/messages',
      '/notifications',
      '/profil/modifier',
      '/profil/parametres',
    ]) {
      await page.goto(path);
      await pageSettled(page);
    }
    expect(violations).toEqual([]);
  });
});
