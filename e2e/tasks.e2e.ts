import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { calendarMessages, taskMessages as m, messages } from '@plateau/shared';
import { fill } from '@plateau/shared/messages/fill';
import { plural } from '@plateau/shared/rules/plural';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a11yViolations, baseUrl, launchBrowser, newPage, registerMember, toastWith } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Two members connected through the API: `from` asks, `to` accepts. */
async function connect(from: Page, to: Page, toId: string): Promise<void> {
  const asked = await from.request.post('/api/connections', { data: { userId: toId } });
  expect(asked.status()).toBe(201);
  const { connection } = await asked.json();
  const accepted = await to.request.patch(`/api/connections/${connection.id}`, {
    data: { status: 'accepté' },
  });
  expect(accepted.status()).toBe(200);
}

const column = (page: Page, status: string) => page.getByRole('region', { name: status, exact: true });
const card = (scope: Page | Locator, title: string) =>
  scope.locator('[data-task-id]').filter({ hasText: title });
/** On a phone, the tab showing a column ('À faire, 2 tâches'), where a held card is lifted to move it there. */
const tab = (page: Page, status: string) =>
  page.getByRole('tab', {
    name: new RegExp(`^${m.columnLabels[status as keyof typeof m.columnLabels]}\\s*,`),
  });
const handle = (page: Page, title: string) =>
  page.getByRole('button', { name: fill(m.dragHandle, { title }), exact: true });
/** Waits for the board to announce a text to screen readers (the drag library's live region, visually hidden). */
const announced = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).waitFor({ state: 'attached' });

/** A mouse drag of a card's handle to the middle of a column, in small steps (the library's sloppy-click guard). */
async function mouseDrag(page: Page, title: string, status: string): Promise<void> {
  const from = await handle(page, title).boundingBox();
  const to = await column(page, status).boundingBox();
  if (!from || !to) throw new Error('poignée ou colonne introuvable');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 20 });
  await page.mouse.up();
}

/**
 * A touch drag as a finger does it, through the DevTools protocol (real touchstart, touchmove and touchend
 * events): press on the card's handle, hold `holdMs` (the library lifts after a 120 ms long press, spec 2
 * §9), slide in small steps to the middle of `target` (at 375 px a column's tab: one column shows at a time),
 * lift the finger.
 */
async function touchDrag(page: Page, title: string, target: Locator, holdMs: number): Promise<void> {
  await handle(page, title).scrollIntoViewIfNeeded();
  const from = await handle(page, title).boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('poignée ou onglet introuvable');
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  const steps = 20;
  const pointAt = (step: number) => ({
    x: start.x + ((end.x - start.x) * step) / steps,
    y: start.y + ((end.y - start.y) * step) / steps,
  });
  const touchStart = cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  if (holdMs === 0) {
    // Without holding, the finger moves at once: sent together, the first move reaches the page right after the
    // press whatever the machine's load (a move after 120 ms would be a long press).
    await Promise.all([
      touchStart,
      cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [pointAt(1)] }),
    ]);
  } else {
    await touchStart;
    await page.waitForTimeout(holdMs);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [pointAt(1)] });
  }
  for (let step = 2; step <= steps; step += 1) {
    await page.waitForTimeout(16);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [pointAt(step)] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const yesterday = () => {
  const day = new Date(Date.now() - 24 * 3600 * 1000);
  return day.toLocaleDateString('en-CA');
};

describe('task boards', () => {
  it('two members see creations, mouse and keyboard drags and comments live; a non-member reads only', {
    timeout: 240_000,
  }, async () => {
    const suffix = randomUUID().slice(0, 6);
    const owner = await newPage(browser, 1280);
    const member = await newPage(browser, 1280);
    const outsider = await newPage(browser, 375);
    const ownerId = await registerMember(owner, `Olivia Tâches ${suffix}`);
    const memberName = `Bruno Tâches ${suffix}`;
    const memberId = await registerMember(member, memberName);
    await registerMember(outsider, `Chloé Dehors ${suffix}`);
    await connect(member, owner, ownerId);
    const created = await owner.request.post('/api/projects', {
      data: {
        title: `Tournage ${suffix}`,
        description: 'Un court-métrage en équipe réduite.',
        category: 'Film',
      },
    });
    expect(created.status()).toBe(201);
    const projectId = (await created.json()).project.id as string;
    const added = await owner.request.post(`/api/projects/${projectId}/members`, {
      data: { userId: memberId, role: 'membre' },
    });
    expect(added.status()).toBe(201);
    const membershipId = (await added.json()).member.id as string;

    await owner.goto(`/projets/${projectId}`);
    await member.goto(`/projets/${projectId}`);
    await owner.getByText(m.empty).waitFor();
    await member.getByText(m.empty).waitFor();

    // Creation: the title is required; the member sees the new card live, assigned and late.
    const title = `Repérages ${suffix}`;
    await owner.getByRole('button', { name: m.newTask }).click();
    const dialog = owner.getByRole('dialog', { name: m.newTask });
    await dialog.getByRole('button', { name: m.submitCreate }).click();
    await dialog.getByText(m.titleRequired).waitFor();
    await dialog.getByLabel(m.fields.title).fill(`  ${title}  `);
    await dialog.getByLabel(m.fields.dueDate).fill(yesterday());
    await dialog.getByLabel(m.fields.assignee).selectOption({ label: memberName });
    expect(await dialog.getByLabel(m.fields.status).inputValue()).toBe('à faire');
    await dialog.getByRole('button', { name: m.submitCreate }).click();
    await toastWith(owner, m.created).waitFor();
    const memberCard = card(column(member, 'à faire'), title);
    await memberCard.waitFor();
    await memberCard.getByText(m.late).waitFor();
    await memberCard.getByText(memberName).waitFor();

    // A mouse drag by the owner: the member's board follows.
    await mouseDrag(owner, title, 'en cours');
    await toastWith(owner, m.statusUpdated).waitFor();
    await card(column(member, 'en cours'), title).waitFor();
    await card(column(owner, 'en cours'), title).waitFor();

    // A keyboard drag by the member (space, arrow right, space): the owner's board follows.
    await handle(member, title).focus();
    // Each key waits for the board's announcement of the one before (its live region), not for a fixed delay.
    await member.keyboard.press('Space');
    await announced(member, fill(m.drag.lifted, { title, column: 'en cours' }));
    await member.keyboard.press('ArrowRight');
    await announced(member, fill(m.drag.moved, { title, column: 'terminé' }));
    await member.keyboard.press('Space');
    await toastWith(member, m.statusUpdated).waitFor();
    await card(column(owner, 'terminé'), title).waitFor();
    expect(await card(column(owner, 'en cours'), title).count()).toBe(0);

    // A task's own URL opens its dialog; the member's comment shows live in it.
    const taskId = await card(owner, title).getAttribute('data-task-id');
    await owner.goto(`/projets/${projectId}?tache=${taskId}`);
    const ownerDialog = owner.getByRole('dialog', { name: title });
    await ownerDialog.getByText(m.noComments).waitFor();
    await card(member, title)
      .getByRole('button', { name: fill(m.openTask, { title }) })
      .click();
    const memberDialog = member.getByRole('dialog', { name: title });
    expect(member.url()).toContain(`tache=${taskId}`);
    const comment = `Rendez-vous à 8 h devant le théâtre ${suffix}`;
    await memberDialog.getByLabel(m.commentLabel).fill(comment);
    await memberDialog.getByRole('button', { name: m.commentSubmit }).click();
    // Saved: the member's thread shows it, and the toast is read out over the open dialog (the toasts' live
    // region stays outside what the modal hides from screen readers).
    await memberDialog.getByText(comment).waitFor();
    await toastWith(member, m.commentAdded).waitFor();
    await ownerDialog.getByText(comment).waitFor();
    // The owner may not delete the member's comment; the member deletes it after confirming.
    expect(await ownerDialog.getByRole('button', { name: m.deleteComment }).count()).toBe(0);
    await memberDialog.getByRole('button', { name: m.deleteComment }).click();
    await member
      .getByRole('dialog', { name: m.deleteCommentTitle })
      .getByText(m.deleteCommentConfirm)
      .waitFor();
    await member
      .getByRole('dialog', { name: m.deleteCommentTitle })
      .getByRole('button', { name: messages.common.confirm })
      .click();
    await toastWith(member, m.commentDeleted).waitFor();
    await memberDialog.getByText(m.noComments).waitFor();
    await ownerDialog.getByText(m.noComments).waitFor();

    // Both members move the same card at the same moment: both boards end in the server's final state.
    await member.keyboard.press('Escape');
    await owner.keyboard.press('Escape');
    const [first, second] = await Promise.all([
      owner.request.patch(`/api/tasks/${taskId}`, { data: { status: 'à faire' } }),
      member.request.patch(`/api/tasks/${taskId}`, { data: { status: 'en cours' } }),
    ]);
    expect([first.status(), second.status()]).toEqual([200, 200]);
    const final = (await (await owner.request.get(`/api/tasks/${taskId}`)).json()).task.status as string;
    await card(column(owner, final), title).waitFor();
    await card(column(member, final), title).waitFor();
    expect(await owner.locator('[data-task-id]').count()).toBe(1);
    expect(await member.locator('[data-task-id]').count()).toBe(1);

    // 'Mon agenda': the private calendar URL, regenerated after confirmation; the old one stops working.
    await owner.getByText(calendarMessages.title, { exact: true }).click();
    const urlField = owner.getByLabel(calendarMessages.urlLabel);
    await expect.poll(() => urlField.inputValue()).toMatch(/\/api\/calendar\/.+\.ics$/);
    const oldUrl = await urlField.inputValue();
    expect((await owner.request.get(oldUrl)).status()).toBe(200);
    await owner.getByRole('button', { name: calendarMessages.regenerate }).click();
    await owner
      .getByRole('dialog', { name: calendarMessages.regenerateTitle })
      .getByRole('button', { name: messages.common.confirm })
      .click();
    await toastWith(owner, calendarMessages.regenerated).waitFor();
    await expect.poll(() => urlField.inputValue()).not.toBe(oldUrl);
    expect((await owner.request.get(oldUrl)).status()).toBe(404);
    expect((await owner.request.get(await urlField.inputValue())).status()).toBe(200);

    // The owner removes the member: the member's open board follows without a reload (issue 34), read-only,
    // without drag handles; a move the page would still send is refused by the server.
    const removed = await owner.request.delete(`/api/projects/${projectId}/members/${membershipId}`);
    expect(removed.status()).toBe(204);
    await member.getByText(m.readOnly).waitFor();
    await expect.poll(() => handle(member, title).count()).toBe(0);
    await card(column(member, final), title).waitFor();
    const refused = await member.request.patch(`/api/tasks/${taskId}`, { data: { status: 'terminé' } });
    expect(refused.status()).toBe(403);

    // A non-member signed in sees the board read-only: no button, no drag handle; the list view too.
    // At 375 px one column shows at a time, picked by its tab.
    await outsider.goto(`/projets/${projectId}`);
    await tab(outsider, final).click();
    await card(column(outsider, final), title).waitFor();
    await outsider.getByText(m.readOnly).waitFor();
    expect(await outsider.getByRole('button', { name: m.newTask }).count()).toBe(0);
    expect(await handle(outsider, title).count()).toBe(0);
    mkdirSync('/tmp/board-shots', { recursive: true });
    await outsider.screenshot({ path: '/tmp/board-shots/outsider-375.png', fullPage: true });
    await outsider.getByRole('button', { name: m.list }).click();
    await outsider.getByRole('button', { name: fill(m.openTask, { title }) }).waitFor();
    await outsider.reload();
    // The list view is remembered for this member.
    await outsider.getByLabel(m.sortLabel).waitFor();

    // At 375 px the member's board and a task's dialog.
    await member.setViewportSize({ width: 375, height: 800 });
    await tab(member, final).click();
    await member.screenshot({ path: '/tmp/board-shots/member-board-375.png', fullPage: true });
    await owner.screenshot({ path: '/tmp/board-shots/owner-1280.png', fullPage: true });
    expect(await a11yViolations(owner)).toEqual([]);
    expect(await a11yViolations(outsider)).toEqual([]);
    await card(member, title)
      .getByRole('button', { name: fill(m.openTask, { title }) })
      .click();
    await member.getByRole('dialog', { name: title }).waitFor();
    expect(await a11yViolations(member)).toEqual([]);
    await member.screenshot({ path: '/tmp/board-shots/member-dialog-375.png' });
    for (const page of [owner, member, outsider]) await page.context().close();
  });

  it("shows a column's first 50 cards and its total; 'Afficher plus' loads the next ones from the server", {
    timeout: 180_000,
  }, async () => {
    const suffix = randomUUID().slice(0, 6);
    const owner = await newPage(browser, 1280);
    await registerMember(owner, `Paul Pages ${suffix}`);
    const created = await owner.request.post('/api/projects', {
      data: { title: `Série ${suffix}`, description: 'Une série de 105 tâches.', category: 'Film' },
    });
    expect(created.status()).toBe(201);
    const projectId = (await created.json()).project.id as string;
    // 104 tasks to do and one in progress, one after the other: the newest ('Lot 104') comes first.
    for (let i = 1; i <= 104; i += 1) {
      const task = await owner.request.post(`/api/projects/${projectId}/tasks`, {
        data: { title: `Lot ${i}` },
      });
      expect(task.status()).toBe(201);
    }
    const first = await owner.request.post(`/api/projects/${projectId}/tasks`, {
      data: { title: 'Montage', status: 'en cours' },
    });
    const firstId = (await first.json()).task.id as string;

    await owner.goto(`/projets/${projectId}`);
    const todo = column(owner, 'à faire');
    await todo.getByText(plural(104, m.columnCount)).waitFor();
    await column(owner, 'en cours').getByText(plural(1, m.columnCount)).waitFor();
    expect(await todo.locator('[data-task-id]').count()).toBe(50);
    expect(await todo.locator('[data-task-id]').first().textContent()).toContain('Lot 104');

    // Each click asks the server for the column's next page; the count stays the column's total.
    const more = (count: number) => todo.getByRole('button', { name: fill(m.showMore, { count }) });
    for (const [count, shown] of [
      [50, 100],
      [4, 104],
    ] as const) {
      const answer = owner.waitForResponse((response) => response.url().includes('/tasks/column?'));
      await more(count).click();
      expect((await answer).status()).toBe(200);
      await expect.poll(() => todo.locator('[data-task-id]').count()).toBe(shown);
    }
    expect(await todo.getByRole('button', { name: /Afficher plus/ }).count()).toBe(0);
    await todo.getByText(plural(104, m.columnCount)).waitFor();
    const titles = await todo.locator('[data-task-id] button[aria-label^="Ouvrir"]').allTextContents();
    expect(titles).toEqual(Array.from({ length: 104 }, (_, i) => `Lot ${104 - i}`));

    // A card of the last page moved elsewhere (another tab, through the API): it leaves this column, once.
    const oldest = todo.locator('[data-task-id]').last();
    await oldest.getByRole('button', { name: fill(m.openTask, { title: 'Lot 1' }), exact: true }).waitFor();
    const lastId = await oldest.getAttribute('data-task-id');
    const moved = await owner.request.patch(`/api/tasks/${lastId}`, { data: { status: 'terminé' } });
    expect(moved.status()).toBe(200);
    await column(owner, 'terminé').locator(`[data-task-id="${lastId}"]`).waitFor();
    await todo.getByText(plural(103, m.columnCount)).waitFor();
    expect(await owner.locator(`[data-task-id="${lastId}"]`).count()).toBe(1);
    expect(await todo.locator('[data-task-id]').count()).toBe(103);

    // The list view reads its own pages, by due date: 100 rows, then the last 5.
    await owner.getByRole('button', { name: m.list }).click();
    await owner.getByLabel(m.sortLabel).waitFor();
    await expect.poll(() => owner.locator('[data-task-id]').count()).toBe(100);
    const listAnswer = owner.waitForResponse((response) => response.url().includes('/tasks/list?'));
    await owner.getByRole('button', { name: fill(m.showMore, { count: 5 }) }).click();
    expect((await listAnswer).status()).toBe(200);
    await expect.poll(() => owner.locator('[data-task-id]').count()).toBe(105);
    // By status: the task in progress after the 103 to do, the finished one last.
    await owner.getByLabel(m.sortLabel).selectOption('status');
    await expect.poll(() => owner.locator('[data-task-id]').nth(0).textContent()).toContain('Lot 104');
    await owner.getByRole('button', { name: fill(m.showMore, { count: 5 }) }).click();
    await expect.poll(() => owner.locator('[data-task-id]').count()).toBe(105);
    expect(await owner.locator('[data-task-id]').nth(103).getAttribute('data-task-id')).toBe(firstId);
    expect(await owner.locator('[data-task-id]').nth(104).getAttribute('data-task-id')).toBe(lastId);
    mkdirSync('/tmp/board-shots', { recursive: true });
    await owner.screenshot({ path: '/tmp/board-shots/paged-list-1280.png' });
    await owner.getByRole('button', { name: m.kanban }).click();
    await owner.setViewportSize({ width: 375, height: 800 });
    await owner.screenshot({ path: '/tmp/board-shots/paged-board-375.png', fullPage: true });
    await owner.context().close();
  });

  it('moves a card to another column with a long press on a phone (touch, 375 px)', {
    timeout: 120_000,
  }, async () => {
    const suffix = randomUUID().slice(0, 6);
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 375, height: 800 },
      hasTouch: true,
      isMobile: true,
      locale: 'fr-FR',
    });
    const phone = await context.newPage();
    await registerMember(phone, `Tina Tactile ${suffix}`);
    const created = await phone.request.post('/api/projects', {
      data: {
        title: `Clip ${suffix}`,
        description: 'Un clip tourné au téléphone.',
        category: 'Film',
      },
    });
    expect(created.status()).toBe(201);
    const projectId = (await created.json()).project.id as string;
    const title = `Story-board ${suffix}`;
    const task = await phone.request.post(`/api/projects/${projectId}/tasks`, { data: { title } });
    expect(task.status()).toBe(201);
    const taskId = (await task.json()).task.id as string;
    const statusOnServer = async () =>
      (await (await phone.request.get(`/api/tasks/${taskId}`)).json()).task.status as string;

    await phone.goto(`/projets/${projectId}`);
    await card(column(phone, 'à faire'), title).waitFor();
    // Three tabs with their columns' totals; one column shows; a tab (or the arrow keys) shows another.
    const tabs = phone.getByRole('tablist', { name: m.columnTabs }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(
      [
        ['À faire', 1],
        ['En cours', 0],
        ['Terminé', 0],
      ].map(([label, count]) => `${label}${count}, ${plural(count as number, m.columnCount)}`),
    );
    expect(await tab(phone, 'à faire').getAttribute('aria-selected')).toBe('true');
    expect(await column(phone, 'en cours').isVisible()).toBe(false);
    await tab(phone, 'terminé').click();
    await column(phone, 'terminé').getByText(plural(0, m.columnCount)).waitFor();
    expect(await column(phone, 'à faire').isVisible()).toBe(false);
    await phone.keyboard.press('ArrowRight');
    expect(await tab(phone, 'à faire').getAttribute('aria-selected')).toBe('true');
    expect(await phone.evaluate(() => document.activeElement?.getAttribute('data-tab'))).toBe('à faire');
    await card(column(phone, 'à faire'), title).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // A finger sliding without holding first scrolls the page: the card stays where it was.
    await touchDrag(phone, title, tab(phone, 'en cours'), 0);
    await phone.waitForTimeout(500);
    expect(await card(column(phone, 'à faire'), title).count()).toBe(1);
    expect(await statusOnServer()).toBe('à faire');

    // A long press (held past the 120 ms), then a slide onto the 'En cours' tab (one column shows at a time
    // on a phone): the card leaves 'à faire' and lands in 'en cours', on the server too.
    await touchDrag(phone, title, tab(phone, 'en cours'), 300);
    await toastWith(phone, m.statusUpdated).waitFor();
    await expect.poll(() => card(column(phone, 'à faire'), title).count()).toBe(0);
    // The tabs' counts follow: 'À faire' 0, 'En cours' 1.
    await expect
      .poll(() => tab(phone, 'à faire').textContent())
      .toBe(`À faire0, ${plural(0, m.columnCount)}`);
    await expect
      .poll(() => tab(phone, 'en cours').textContent())
      .toBe(`En cours1, ${plural(1, m.columnCount)}`);
    await tab(phone, 'en cours').click();
    await card(column(phone, 'en cours'), title).waitFor();
    await expect.poll(statusOnServer).toBe('en cours');
    // The other columns are off the phone's screen: nothing scrolls sideways.
    expect(await column(phone, 'à faire').isVisible()).toBe(false);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
