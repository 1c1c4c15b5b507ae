import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { messages } from '@plateau/shared';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** This worker's app server (global-setup.ts starts one per worker; `VITEST_POOL_ID` is 1 to maxWorkers). */
function server() {
  const servers = inject('servers');
  const chosen = servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length];
  if (!chosen) throw new Error('aucun serveur de test démarré (global-setup.ts)');
  return chosen;
}

export const baseUrl = () => server().baseUrl;

/** The data directory of this worker's server (its outbox is `mail/` in it). */
export const dataDir = () => server().dataDir;

/**
 * This worker's Chromium (global-setup.ts starts one per worker): a test file connects to it instead of launching
 * its own, which cost each of the 32 files a browser start. Its pages live in contexts of their own (cookies,
 * storage); `close()` ends the file's contexts and its connection, not the browser.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(server().browserEndpoint);
}

/**
 * Counts the page's requests in flight (fetch, and the XMLHttpRequest of image uploads) on `window`, from its
 * first script on: `pageSettled` reads it in the page itself, where Playwright's network events reach the test
 * process a moment after the page sent them.
 */
function countRequestsInFlight() {
  const counted = window as unknown as { __plateauInFlight: number };
  counted.__plateauInFlight = 0;
  const track = <T>(pending: Promise<T>): Promise<T> => {
    counted.__plateauInFlight += 1;
    const done = () => {
      counted.__plateauInFlight -= 1;
    };
    pending.then(done, done);
    return pending;
  };
  const fetch = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => track(fetch(...args));
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function sendCounted(this: XMLHttpRequest, body) {
    void track(new Promise((resolve) => this.addEventListener('loadend', resolve, { once: true })));
    send.call(this, body);
  };
}

/** A new page in its own context (its own cookies), at a given viewport width. */
export async function newPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width, height: 900 },
    locale: 'fr-FR',
  });
  await context.addInitScript(countRequestsInFlight);
  return context.newPage();
}

/**
 * Waits until the page has settled: no request in flight and no region marked busy (`aria-busy`), three frames
 * in a row (an answer's render may send the next request). What Playwright's `networkidle` was used for here,
 * without its half-second of silence after every page.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const counted = window as unknown as { __plateauInFlight?: number; __plateauQuietFrames?: number };
    const quiet = (counted.__plateauInFlight ?? 0) === 0 && !document.querySelector('[aria-busy="true"]');
    counted.__plateauQuietFrames = quiet ? (counted.__plateauQuietFrames ?? 0) + 1 : 0;
    return counted.__plateauQuietFrames >= 3;
  });
  await page.evaluate(() => {
    (window as unknown as { __plateauQuietFrames?: number }).__plateauQuietFrames = 0;
  });
}

/** The newest link to a page of the site (`/update-password`, `/confirmer-email`) in the outbox e-mails sent to an address, if any. */
function newestLink(to: string, pagePath: string): string | null {
  const outbox = path.join(dataDir(), 'mail');
  if (!existsSync(outbox)) return null;
  const files = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  const pattern = new RegExp(`https?://[^\\s"<>]+${pagePath}\\?token=[\\w%.-]+`);
  for (const name of files.reverse()) {
    const raw = readFileSync(path.join(outbox, name), 'utf8');
    if (!raw.includes(`To: ${to}`)) continue;
    // Quoted-printable soft line breaks and '=' escapes.
    const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const match = text.match(pattern);
    if (match) return match[0];
  }
  return null;
}

/**
 * Waits for an e-mail to an address in the outbox and returns its raw text: the server queues every e-mail
 * and its 'mail' job writes the file a moment after the answer.
 */
export async function mailFromOutbox(to: string): Promise<string> {
  const outbox = path.join(dataDir(), 'mail');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.eml')) : [];
    for (const name of files) {
      const raw = readFileSync(path.join(outbox, name), 'utf8');
      if (raw.includes(`To: ${to}`)) return raw;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`aucun e-mail pour ${to}`);
}

/** The newest link to /update-password in the outbox e-mails sent to an address, if any. */
export const currentResetLink = (to: string): string | null => newestLink(to, '/update-password');

/** Waits for the newest confirmation link (/confirmer-email) mailed to an address. */
export async function confirmationLinkFromOutbox(to: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const link = newestLink(to, '/confirmer-email');
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`aucun lien de confirmation pour ${to}`);
}

/** Confirms a new member's address with the link mailed at registration, in the page's context. */
export async function confirmEmailFromOutbox(page: Page, email: string): Promise<void> {
  const token = new URL(await confirmationLinkFromOutbox(email)).searchParams.get('token');
  const response = await page.request.post('/api/auth/verify-email', {
    data: { token },
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
}

/**
 * Waits for the newest reset link mailed to an address: the server answers the request first and mails
 * after (the same time whether or not the account exists). `after` is the link seen before the request.
 */
export async function resetLinkFromOutbox(to: string, after: string | null = null): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const link = currentResetLink(to);
    if (link && link !== after) return link;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`aucun lien de réinitialisation pour ${to}`);
}

/** Signs a demo member in through the login page (password demo1234) and waits for the dashboard. */
export async function signInAsDemo(page: Page, email: string): Promise<void> {
  const m = messages.auth;
  await page.goto('/login');
  await page.getByLabel(m.emailLabel, { exact: true }).fill(email);
  await page.getByLabel(m.passwordLabel, { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: m.loginButton, exact: true }).click();
  await page.waitForURL('**/dashboard');
}

/**
 * Signs a demo member in through the API in the page's context (password demo1234): its session cookie is the
 * context's, the page stays where it is (blank on a new page; the next `goto` opens signed in). For tests that
 * are not about signing in: the login page's own path is auth.e2e.ts's, and a few tests keep `signInAsDemo`.
 */
export async function signInThroughApi(page: Page, email: string): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: 'demo1234' },
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
  // A member asked for a second factor has no session yet: a test signing such a member in must say so.
  expect((await response.json()).twoFactorRedirect).toBeFalsy();
}

/**
 * Registers a new member through the API in the page's context (signed in afterwards) and confirms the
 * address with the link of the outbox unless told not to; returns its id.
 */
export async function registerMember(
  page: Page,
  name: string,
  { confirm = true }: { confirm?: boolean } = {},
): Promise<string> {
  const email = `${randomUUID().slice(0, 8)}@membre.test`;
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: 'motdepasse-solide', confirmPassword: 'motdepasse-solide' },
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
  if (confirm) await confirmEmailFromOutbox(page, email);
  return (await response.json()).user.id;
}

/** A form field by its exact label. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The toast showing a text. */
export const toastWith = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).first();

/**
 * Waits until a toast that came with the last answer would be on screen: the toaster mounted (it loads at the first
 * key or click; a toast made before that shows when it mounts) and two frames drawn since.
 */
export async function toastsShown(page: Page): Promise<void> {
  await page.locator('[data-toasts] > div').waitFor({ state: 'attached' });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** An accessibility violation found by axe-core: the rule, its impact and where. */
export type A11yViolation = { id: string; impact: string | null; help: string; targets: string[] };

/**
 * The serious and critical WCAG 2.1 A/AA violations axe-core finds on the page as it is now
 * (evaluated through the DevTools protocol, so the page's CSP does not block it).
 */
export async function a11yViolations(page: Page): Promise<A11yViolation[]> {
  // A dialog or a toast still fading in is half transparent: axe would measure the contrast of the fade, not
  // of the page (finite animations only: a spinner turns for ever).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().iterations ?? 1))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type AxeResult = {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: unknown[] }>;
      }>;
    };
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
  });
}
