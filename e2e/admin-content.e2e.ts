import { randomUUID } from 'node:crypto';
import { adminMessages as a, commonMessages, diagnosticsMessages, fill } from '@plateau/shared';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, registerMember, signInThroughApi, toastWith } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const n = a.news;
const logRows = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });

describe('the demo administrator and the content', () => {
  it('writes a draft hidden from members, publishes it, deletes it, and finds each step in the history', async () => {
    const title = `Appel à films courts ${randomUUID().slice(0, 6)}`;
    const member = await newPage(browser, 375);
    await registerMember(member, 'Lecteur Curieux');
    const admin = await newPage(browser, 1280);
    await signInThroughApi(admin, 'admin@demo.fr');

    await admin.goto('/admin/news');
    await admin.getByRole('button', { name: n.create }).click();
    const form = admin.getByRole('dialog');
    // An empty article: the spec's one text, nothing sent.
    await form.getByRole('button', { name: n.save }).click();
    await form.getByRole('alert').getByText(n.requiredFields).waitFor();
    expect(await form.getByLabel(n.fieldTitle, { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel(n.fieldTitle, { exact: true }).fill(title);
    // Multi-line content and summary (issue 27): saved, then saved again unchanged when published.
    const content = 'Envoyez vos courts-métrages avant la fin du mois.\n\nDurée : 15 minutes au plus.';
    const summary = 'Un appel à films.\nRéponse sous un mois.';
    await form.getByLabel(n.fieldSummary).fill(summary);
    await form.getByLabel(n.fieldContent).fill(content);
    await form.getByLabel('Festivals').check();
    // The image: our French button, the browser's own file field hidden; chosen, it is sent and previewed.
    await form.getByRole('button', { name: commonMessages.chooseImage }).waitFor();
    const fileField = await form.getByLabel(n.fieldImage, { exact: true }).boundingBox();
    expect(fileField?.width ?? 0).toBeLessThanOrEqual(1);
    await form.getByLabel(n.fieldImage, { exact: true }).setInputFiles({
      name: 'affiche.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 640, height: 360, channels: 3, background: '#0f766e' } })
        .png()
        .toBuffer(),
    });
    await form.getByRole('region', { name: n.preview }).locator('img').waitFor();
    // The preview follows the form.
    await form.getByRole('region', { name: n.preview }).getByRole('heading', { name: title }).waitFor();
    await form.getByRole('button', { name: n.save }).click();
    await toastWith(admin, n.created).waitFor();
    const card = admin.locator('li').filter({ hasText: title });
    await card.getByText(n.draft, { exact: true }).waitFor();

    // A draft stays hidden from members, in the list and at its address.
    const listed = await member.request.get(`/api/articles?q=${encodeURIComponent(title)}`);
    expect(listed.status()).toBe(200);
    expect(JSON.stringify(await listed.json())).not.toContain(title);
    const id = await idOfArticle(admin, title);
    expect((await member.request.get(`/api/articles/${id}`)).status()).toBe(404);

    await card.getByRole('button', { name: n.edit }).click();
    await expect.poll(() => admin.getByRole('dialog').getByLabel(n.fieldSummary).inputValue()).toBe(summary);
    await admin.getByRole('dialog').getByLabel(n.fieldPublished).check();
    // The creation's toast may still lie over the dialog's button: the click goes through it.
    await admin.getByRole('dialog').getByRole('button', { name: n.save }).click();
    await toastWith(admin, fill(n.updated, { title })).waitFor();
    await card.getByText(n.published, { exact: true }).waitFor();
    await member.goto(`/magazine/${id}`);
    await member.getByRole('heading', { name: title }).waitFor();
    const published = (await (await member.request.get(`/api/articles/${id}`)).json()) as {
      article: { content: string; summary: string };
    };
    expect(published.article).toMatchObject({ content, summary });

    await card.getByRole('button', { name: n.delete }).click();
    await admin.getByRole('dialog').getByRole('button', { name: n.delete }).click();
    await toastWith(admin, n.deleted).waitFor();
    await expect.poll(() => card.count()).toBe(0);
    expect((await member.request.get(`/api/articles/${id}`)).status()).toBe(404);

    await admin.goto('/admin/historique');
    for (const action of ['news.create', 'news.update', 'news.delete'] as const) {
      await logRows(admin, a.log.actions[action]).filter({ hasText: title }).first().waitFor();
    }
    // The filters: by the administrator and by day, kept in the address.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    await admin.getByLabel(a.filters.admin, { exact: true }).selectOption({ label: 'Admin Plateau' });
    await admin.getByLabel(a.filters.from, { exact: true }).fill(today);
    await admin.waitForURL(
      (url) => url.searchParams.get('from') === today && url.searchParams.has('adminId'),
    );
    await logRows(admin, a.log.actions['news.delete']).filter({ hasText: title }).first().waitFor();
    await admin.getByLabel(a.filters.from, { exact: true }).fill('2099-01-01');
    await admin.getByText(a.log.empty).waitFor();
    await admin.getByRole('button', { name: a.filters.reset }).click();
    await logRows(admin, a.log.actions['news.delete']).filter({ hasText: title }).first().waitFor();
    await admin.context().close();
    await member.context().close();
  });

  it("deletes a member's project after confirmation, and the project is gone for its owner too", async () => {
    const title = `Documentaire à supprimer ${randomUUID().slice(0, 6)}`;
    const owner = await newPage(browser, 375);
    await registerMember(owner, 'Propriétaire Distrait');
    const created = await owner.request.post('/api/projects', {
      data: { title, description: 'Un documentaire sur les salles de quartier.', category: 'Documentaire' },
    });
    expect(created.status()).toBe(201);
    const projectId = (await created.json()).project.id as string;

    const admin = await newPage(browser, 375);
    await signInThroughApi(admin, 'admin@demo.fr');
    await admin.goto(`/admin/projects?q=${encodeURIComponent(title)}`);
    const row = admin.locator('tbody tr').filter({ hasText: title });
    await row.getByText('Propriétaire Distrait').waitFor();
    await row.getByRole('button', { name: a.projects.delete }).click();
    await admin.getByRole('dialog').getByRole('button', { name: a.projects.delete }).click();
    await toastWith(admin, fill(a.projects.deleted, { title })).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect((await owner.request.get(`/api/projects/${projectId}`)).status()).toBe(404);

    await admin.goto('/admin/historique');
    await logRows(admin, a.log.actions['project.delete']).filter({ hasText: title }).first().waitFor();
    await admin.context().close();
    await owner.context().close();
  });
});

describe('the connection test', () => {
  it('runs on /admin in place and on /admin/diagnostics, with the database, both checks and each driver', async () => {
    const d = a.diagnostics;
    const admin = await newPage(browser, 375);
    await signInThroughApi(admin, 'admin@demo.fr');
    await admin.goto('/admin');
    await admin.getByRole('button', { name: d.rerun }).click();
    const test = admin.getByRole('region', { name: d.title });
    await test.getByText(d.allGood).waitFor();
    for (const label of [d.readCheck, d.updateCheck, ...Object.values(d.serviceNames)]) {
      await test.getByText(label, { exact: true }).waitFor();
    }
    await test.getByText(d.drivers.local, { exact: false }).waitFor();
    expect(admin.url()).toMatch(/\/admin$/);

    await admin.goto('/admin/diagnostics');
    await admin.getByText(d.serviceNames.realtime, { exact: true }).waitFor();
    await admin.getByText(d.allGood).waitFor();
    // The durable job queue (issue 30): a row per job with its counts, and no recent error.
    const jobs = admin.getByRole('region', { name: d.jobs });
    await jobs.getByRole('cell', { name: d.jobNames.mail, exact: true }).waitFor();
    await jobs.getByRole('columnheader', { name: d.jobColumns.waiting }).waitFor();
    await jobs.getByText(d.jobNoError).waitFor();

    // The 'Déboggage' tab (spec 2): the variables, the cross-origin advice and the journal's four levels.
    await admin.getByRole('tab', { name: d.tabs.debug }).click();
    await admin.getByRole('heading', { name: diagnosticsMessages.crossOriginTitle }).waitFor();
    await admin.getByRole('heading', { name: diagnosticsMessages.levelsTitle }).waitFor();
    for (const level of ['DEBUG', 'INFO', 'WARN', 'ERROR']) {
      await admin.getByText(level, { exact: true }).waitFor();
    }
    await admin.context().close();
  });
});

/** The article's id, read from the administration's list API in the admin's session. */
async function idOfArticle(admin: Page, title: string): Promise<string> {
  const answer = await admin.request.get(`/api/admin/news?q=${encodeURIComponent(title)}`);
  const { items } = (await answer.json()) as { items: Array<{ id: string; title: string }> };
  const found = items.find((item) => item.title === title);
  if (!found) throw new Error(`article ${title} absent de /api/admin/news`);
  return found.id;
}
