import { randomUUID } from 'node:crypto';
import { fill, projectMessages as m, messages, taskMessages as t } from '@plateau/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, registerMember, signInThroughApi, toastWith } from './browser';

// Issue 34: what a member still tripped over (abilities after joining, the comment button, suggestion
// lists, focus rings, phone filters).
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A project of `owner`'s, made through the API; returns its id. */
async function projectOf(owner: Page, title: string): Promise<string> {
  const created = await owner.request.post('/api/projects', {
    data: { title, description: 'Un tournage de nuit en équipe réduite.', category: 'Film' },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).project.id as string;
}

describe('a member newly accepted into a project', () => {
  it('may create and move tasks on the open page without a reload', { timeout: 120_000 }, async () => {
    const suffix = randomUUID().slice(0, 6);
    const owner = await newPage(browser, 1280);
    const joiner = await newPage(browser, 1280);
    await registerMember(owner, `Olivia Accueil ${suffix}`);
    await registerMember(joiner, `Zoé Arrivée ${suffix}`);
    const projectId = await projectOf(owner, `Clip nocturne ${suffix}`);
    const task = await owner.request.post(`/api/projects/${projectId}/tasks`, {
      data: { title: `Repérages ${suffix}` },
    });
    expect(task.status()).toBe(201);
    const asked = await joiner.request.post(`/api/projects/${projectId}/join-requests`, {
      data: { role: 'acteur' },
    });
    expect(asked.status()).toBe(201);
    const requestId = (await asked.json()).joinRequest.id as string;

    await joiner.goto(`/projets/${projectId}`);
    await joiner.getByText(t.readOnly).waitFor();
    expect(await joiner.getByRole('button', { name: t.newTask }).count()).toBe(0);

    const accepted = await owner.request.patch(`/api/join-requests/${requestId}`, {
      data: { status: 'approuvé' },
    });
    expect(accepted.status()).toBe(200);
    // The open page follows: member badge, then the board's abilities.
    await joiner.getByText(m.memberBadge).waitFor();
    await joiner.getByRole('button', { name: t.newTask }).waitFor();
    await joiner
      .getByRole('button', { name: new RegExp(`Repérages ${suffix}`) })
      .first()
      .waitFor();
    await joiner
      .getByRole('button', { name: fill(t.dragHandle, { title: `Repérages ${suffix}` }) })
      .waitFor();
    expect(await joiner.getByText(t.readOnly).count()).toBe(0);
    for (const page of [owner, joiner]) await page.context().close();
  });
});

describe('the comment button', () => {
  it('is released once the comment is saved, whatever the refresh after it', {
    timeout: 90_000,
  }, async () => {
    const suffix = randomUUID().slice(0, 6);
    const owner = await newPage(browser, 1280);
    await registerMember(owner, `Olivia Commente ${suffix}`);
    const projectId = await projectOf(owner, `Court ${suffix}`);
    const title = `Montage ${suffix}`;
    const created = await owner.request.post(`/api/projects/${projectId}/tasks`, { data: { title } });
    const taskId = (await created.json()).task.id as string;
    await owner.goto(`/projets/${projectId}?tache=${taskId}`);
    const dialog = owner.getByRole('dialog', { name: title });
    await dialog.getByText(t.noComments).waitFor();

    // The thread's next read never answers (another member's writes keep refreshing it, a slow network).
    await owner.route(`**/api/tasks/${taskId}/comments`, (route) =>
      route.request().method() === 'GET' ? undefined : route.continue(),
    );
    await dialog.getByLabel(t.commentLabel).fill('On commence à 9 h.');
    const submit = dialog.getByRole('button', { name: t.commentSubmit });
    const saved = owner.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().includes(`/tasks/${taskId}/comments`),
    );
    await submit.click();
    expect((await saved).status()).toBe(201);
    // The box is emptied once saved; the next comment may be written and sent at once.
    await expect.poll(() => dialog.getByLabel(t.commentLabel).inputValue()).toBe('');
    await dialog.getByLabel(t.commentLabel).fill('Et on finit à midi.');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    expect(await submit.getAttribute('aria-busy')).toBeNull();
    await owner.context().close();
  });
});

describe('suggestion lists of the project form', () => {
  it('close on Enter and on Escape: the button under them creates the project', {
    timeout: 90_000,
  }, async () => {
    const page = await newPage(browser, 1280);
    await registerMember(page, `Bastien Avantages ${randomUUID().slice(0, 4)}`);
    await page.goto('/projets/nouveau');
    await page.getByLabel(m.fields.title).fill(`Clip ${randomUUID().slice(0, 6)}`);
    await page.getByLabel(m.fields.description).fill('Un clip tourné dans les traboules.');
    const benefits = page.getByRole('textbox', { name: m.fields.additionalBenefits, exact: true });
    await benefits.fill('Repas');
    await benefits.press('Enter');
    expect(await page.getByRole('list', { name: m.suggestions }).count()).toBe(0);
    await benefits.fill('Co');
    await page.getByRole('list', { name: m.suggestions }).waitFor();
    await benefits.press('Escape');
    expect(await page.getByRole('list', { name: m.suggestions }).count()).toBe(0);
    await benefits.fill('');
    const roles = page.getByRole('textbox', { name: m.fields.requiredRoles, exact: true });
    await roles.fill('act');
    await roles.press('Enter');
    expect(await page.getByRole('list', { name: m.suggestions }).count()).toBe(0);
    await page.getByRole('button', { name: m.submitCreate }).click();
    await toastWith(page, m.created).waitFor();
    await page.waitForURL(/\/projets\/[0-9a-f-]{36}$/);
    await page.context().close();
  });
});

describe('a toast', () => {
  it('never stands between the pointer and what lies under it, and leaves while hovered', async () => {
    const page = await newPage(browser, 375);
    await page.goto('/login');
    await page.getByLabel(messages.auth.emailLabel, { exact: true }).fill('camille@demo.fr');
    await page.getByLabel(messages.auth.passwordLabel, { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: messages.auth.loginButton, exact: true }).click();
    const toast = toastWith(page, messages.auth.loginSuccess);
    await toast.waitFor();
    // The toast's centre, once it has come to rest (its entry is an animation).
    await expect.poll(() => toast.evaluate((node) => node.getAnimations({ subtree: true }).length)).toBe(0);
    const box = await toast.boundingBox();
    if (!box) throw new Error('toast not laid out');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // A click there reaches the page under the toast, not the toast.
    const hit = await page.evaluate(
      ([px, py]) => document.elementFromPoint(px, py)?.closest('[data-toasts]') !== null,
      [x, y] as const,
    );
    expect(hit).toBe(false);
    // The pointer resting on it does not keep it (react-hot-toast pauses a toast it hovers).
    await page.mouse.move(x, y);
    await expect.poll(() => page.locator('[data-toasts] [role="status"]').count()).toBe(0);
    await page.context().close();
  });
});

describe('tabs of /reseau', () => {
  it('show the focus ring from the keyboard only, not on a click', async () => {
    const page = await newPage(browser, 1280);
    await signInThroughApi(page, 'camille@demo.fr');
    await page.goto('/reseau');
    const second = page.getByRole('tab').nth(1);
    await second.click();
    await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
    expect(await second.evaluate((tab) => tab.matches(':focus-visible'))).toBe(false);
    await page.keyboard.press('ArrowRight');
    const third = page.getByRole('tab').nth(2);
    // The tabs move the focus when the page has handled the key (the next tab selected, then focused): wait for it.
    await expect.poll(() => third.evaluate((tab) => tab.matches(':focus-visible'))).toBe(true);
    await page.context().close();
  });
});

describe('lists on a phone (375 px)', () => {
  it('/projets shows its first project on the first screen, the filters behind a button', async () => {
    const page = await newPage(browser, 375);
    await signInThroughApi(page, 'camille@demo.fr');
    await page.goto('/projets');
    const first = page.locator('main article').first();
    await first.waitFor();
    const box = await first.boundingBox();
    expect(box?.y ?? 900).toBeLessThan(900);
    const status = page.getByLabel(m.statusFilter);
    expect(await status.isVisible()).toBe(false);
    await page.getByRole('button', { name: messages.common.filters }).click();
    await status.selectOption('en cours');
    await page.getByRole('button', { name: fill(messages.common.filtersCount, { count: 1 }) }).waitFor();
    // Once the filtered list has rendered (the list before it may still be on its way out), nothing scrolls sideways.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 15_000 })
      .toBeLessThanOrEqual(375);
    await page.context().close();
  });
});
