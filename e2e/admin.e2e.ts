import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { adminMessages as a, fill, reportsMessages as r } from '@plateau/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  launchBrowser,
  mailFromOutbox,
  newPage,
  registerMember,
  signInThroughApi,
  toastWith,
} from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const u = a.users;

/** Screenshots for the review when SCREENSHOT_DIR is set. */
async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** 'Suspendre' opens the dialog of the duration and the statement of reasons (issue 31). */
async function openSuspension(page: Page, row: ReturnType<typeof rowOf>, name: string) {
  await row.getByRole('button', { name: u.suspend }).click();
  const dialog = page.getByRole('dialog', { name: fill(u.suspendTitle, { name }) });
  await dialog.waitFor();
  return dialog;
}

const rowOf = (page: Page, name: string) => page.locator('tbody tr').filter({ hasText: name });

/** The administration's members list, searched for one name. */
async function findMember(page: Page, name: string) {
  await page.goto(`/admin/users?q=${encodeURIComponent(name)}`);
  await rowOf(page, name).waitFor();
  return rowOf(page, name);
}

describe('the administration for visitors and members', () => {
  it('sends a visitor to /login and refuses a member on the pages and the API', async () => {
    const visitor = await newPage(browser, 375);
    await visitor.goto('/admin/users');
    await visitor.waitForURL(/\/login/);
    await visitor.context().close();

    const member = await newPage(browser, 375);
    await registerMember(member, `Marc Curieux ${randomUUID().slice(0, 4)}`);
    for (const path of ['/admin', '/admin/users', '/admin/historique', '/create-admin']) {
      await member.goto(path);
      await member.getByRole('heading', { name: a.forbiddenTitle }).waitFor();
    }
    expect((await member.request.get('/api/admin/users')).status()).toBe(403);
    await member.context().close();
  });
});

describe('the demo administrator', () => {
  it("says which list failed to load, in the spec's words", async () => {
    const page = await newPage(browser, 1280);
    await signInThroughApi(page, 'admin@demo.fr');
    const lists = [
      ['users', a.users.loadError],
      ['projects', a.projects.loadError],
      ['tasks', a.tasks.loadError],
      ['news', a.news.loadError],
    ] as const;
    for (const [list, text] of lists) {
      await page.route(`**/api/admin/${list}?**`, (route) =>
        route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Indisponible' } } }),
      );
      await page.route(`**/api/admin/${list}`, (route) =>
        route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Indisponible' } } }),
      );
      await page.goto(`/admin/${list}`);
      await page.getByText(text, { exact: true }).waitFor();
    }
    await page.context().close();
  });

  it('promotes, edits, suspends and deletes a member, then finds each action in the history', async () => {
    const name = `Théo Administré ${randomUUID().slice(0, 4)}`;
    const target = await newPage(browser, 375);
    await registerMember(target, name);
    await target.context().close();

    const page = await newPage(browser, 1280);
    await signInThroughApi(page, 'admin@demo.fr');

    let row = await findMember(page, name);
    await row.getByRole('button', { name: u.promote }).click();
    await toastWith(page, u.roleUpdated).waitFor();
    await row.getByRole('button', { name: u.demote }).click();
    await row.getByRole('button', { name: u.promote }).waitFor();

    await row.getByRole('button', { name: u.edit }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(u.profession, { exact: true }).fill('Étalonneur');
    await dialog.getByRole('button', { name: u.save }).click();
    await toastWith(page, u.updated).waitFor();
    await row.getByText('Étalonneur').waitFor();

    // 'Suspendre': refused in French without the duration and the statement of reasons, then sent with them.
    const suspension = await openSuspension(page, row, name);
    await suspension.getByRole('button', { name: u.suspend }).click();
    await suspension.getByText(r.errors.suspensionRequired).waitFor();
    await suspension.getByText(r.errors.factsRequired).waitFor();
    await shot(page, 'admin-suspend-dialog-errors-1280');
    expect(await row.getByText(u.suspended, { exact: true }).count()).toBe(0);
    await suspension
      .getByLabel(r.queue.suspension, { exact: true })
      .selectOption({ label: r.suspensions['7d'] });
    await suspension.getByLabel(r.queue.ground, { exact: true }).selectOption({ label: r.grounds.identity });
    await suspension
      .getByLabel(r.queue.facts, { exact: true })
      .fill('Le profil reprend le nom et les photos d’un chef opérateur connu, sans son accord.');
    await shot(page, 'admin-suspend-dialog-1280');
    await suspension.getByRole('button', { name: u.suspend }).click();
    await toastWith(page, u.suspendedToast).waitFor();
    await row.getByText(u.suspended, { exact: true }).waitFor();
    await suspension.waitFor({ state: 'detached' });

    // A wrong word cancels; the member stays.
    await row.getByRole('button', { name: u.delete }).click();
    await page.getByRole('dialog').getByRole('button', { name: u.continue }).click();
    await page.getByRole('dialog').getByLabel(u.deleteTypeLabel).fill('supprimer');
    await page.getByRole('dialog').getByRole('button', { name: u.confirm }).click();
    await toastWith(page, u.cancelled).waitFor();
    row = await findMember(page, name);

    await row.getByRole('button', { name: u.delete }).click();
    await page.getByRole('dialog').getByRole('button', { name: u.continue }).click();
    await page.getByRole('dialog').getByLabel(u.deleteTypeLabel).fill('SUPPRIMER');
    await page.getByRole('dialog').getByRole('button', { name: u.confirm }).click();
    await toastWith(page, fill(u.deleted, { name })).waitFor();
    await page.getByText(u.empty).waitFor();

    await page.goto('/admin/historique');
    const entries = page.locator('tbody tr').filter({ hasText: name });
    await expect.poll(() => entries.count()).toBe(5);
    for (const action of ['user.role', 'user.update', 'user.suspend', 'user.delete'] as const) {
      await entries.filter({ hasText: a.log.actions[action] }).first().waitFor();
    }
    await page.context().close();
  });

  it('shows the suspension dialog whole on a phone, and its cancel sends nothing', async () => {
    const name = `Lou Téléphone ${randomUUID().slice(0, 4)}`;
    const target = await newPage(browser, 375);
    await registerMember(target, name);
    await target.context().close();

    const page = await newPage(browser, 375);
    await signInThroughApi(page, 'admin@demo.fr');
    const row = await findMember(page, name);
    const suspension = await openSuspension(page, row, name);
    await suspension.getByRole('button', { name: u.suspend }).click();
    await suspension.getByText(r.errors.groundRequired).waitFor();
    await shot(page, 'admin-suspend-dialog-errors-375');
    await suspension
      .getByLabel(r.queue.suspension, { exact: true })
      .selectOption({ label: r.suspensions['30d'] });
    await suspension.getByLabel(r.queue.ground, { exact: true }).selectOption({ label: r.grounds.spam });
    await suspension
      .getByLabel(r.queue.facts, { exact: true })
      .fill('Messages publicitaires envoyés en masse.');
    // Each field filled takes its refusal away.
    await suspension.getByText(r.errors.groundRequired).waitFor({ state: 'detached' });
    expect(await suspension.getByText(r.errors.factsRequired).count()).toBe(0);
    expect(await suspension.getByText(r.errors.suspensionRequired).count()).toBe(0);
    await shot(page, 'admin-suspend-dialog-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const box = await suspension.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await suspension.getByRole('button', { name: r.form.cancel }).click();
    await suspension.waitFor({ state: 'detached' });
    expect(await row.getByText(u.suspended, { exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it('creates another administrator who is told by e-mail and can sign in', async () => {
    const page = await newPage(browser, 375);
    await signInThroughApi(page, 'admin@demo.fr');
    await page.goto('/create-admin');
    const email = `admin-${randomUUID().slice(0, 8)}@plateau.test`;
    await page.getByLabel(a.createAdmin.fullName, { exact: true }).fill('Nadia Seconde');
    await page.getByLabel(a.createAdmin.email, { exact: true }).fill(email);
    await page.getByLabel(a.createAdmin.password, { exact: true }).fill('clap-de-fin-2026');
    await page.getByLabel(a.createAdmin.confirmPassword, { exact: true }).fill('clap-de-fin-2026');
    await page.getByRole('button', { name: a.createAdmin.submit }).click();
    await page.getByText(fill(a.createAdmin.created, { email })).waitFor();
    await page.getByRole('link', { name: a.createAdmin.loginLink }).waitFor();
    await page.goto('/admin/historique');
    await page.locator('tbody tr').filter({ hasText: a.log.actions['admin.create'] }).first().waitFor();
    await page.context().close();

    // The e-mail reaches the outbox (through the queue), and the new administrator signs in.
    expect(await mailFromOutbox(email)).toContain(`To: ${email}`);
    const fresh = await newPage(browser, 375);
    const signIn = await fresh.request.post('/api/auth/sign-in/email', {
      data: { email, password: 'clap-de-fin-2026' },
      headers: { origin: baseUrl() },
    });
    expect(signIn.status()).toBe(200);
    await fresh.goto('/admin');
    await fresh.getByRole('heading', { name: fill(a.welcome, { name: 'Nadia Seconde' }) }).waitFor();
    await fresh.context().close();
  });
});
