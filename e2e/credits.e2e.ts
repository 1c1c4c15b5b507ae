import { randomUUID } from 'node:crypto';
import { creditsMessages as cm, fill, projectMessages as m } from '@plateau/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, registerMember, toastWith } from './browser';

// Issue 33: a project moves to 'terminé', its monteuse confirms her credit, and it shows as 'Vérifié'.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const headers = () => ({ origin: baseUrl() });
const thisYear = new Date().getFullYear();

/** An owner's project with a monteuse in its team (joined through a request the owner accepted), made through the API. */
async function projectWithMonteuse(owner: Page, monteuse: Page, title: string) {
  const created = await owner.request.post('/api/projects', {
    data: {
      title,
      description: 'Un clip tourné de nuit sur les quais.',
      category: 'Film',
      projectType: 'clip',
    },
    headers: headers(),
  });
  expect(created.status()).toBe(201);
  const projectId: string = (await created.json()).project.id;
  const profile = await monteuse.request.patch('/api/me/profile', {
    data: { profession: 'Monteuse' },
    headers: headers(),
  });
  expect(profile.status()).toBe(200);
  const asked = await monteuse.request.post(`/api/projects/${projectId}/join-requests`, {
    data: { role: 'Monteur vidéo' },
    headers: headers(),
  });
  expect(asked.status()).toBe(201);
  const requestId: string = (await asked.json()).joinRequest.id;
  const accepted = await owner.request.patch(`/api/join-requests/${requestId}`, {
    data: { status: 'approuvé' },
    headers: headers(),
  });
  expect(accepted.status()).toBe(200);
  return projectId;
}

describe('credits in Chromium (issue 33)', () => {
  for (const width of [1280, 375]) {
    it(`a finished project's monteuse confirms her credit, shown as verified on her profile (${width} px)`, async () => {
      const owner = await newPage(browser, width);
      const monteuse = await newPage(browser, width);
      await registerMember(owner, 'Camille Productrice');
      const monteuseId = await registerMember(monteuse, 'Léa Monteuse');
      const title = `Clip nocturne ${randomUUID().slice(0, 6)}`;
      const projectId = await projectWithMonteuse(owner, monteuse, title);

      // The owner moves the project to 'terminé'.
      await owner.goto(`/projets/${projectId}`);
      await owner.getByLabel(m.statusLabel).selectOption('terminé');
      await toastWith(owner, m.statusUpdated).waitFor();

      // The monteuse is told, and confirms on the project's page.
      const credit = fill(cm.credit, { role: 'Monteuse', title, year: thisYear });
      await monteuse.goto('/notifications');
      await monteuse.getByText(fill(cm.notification, { title })).first().click();
      await monteuse.waitForURL(new RegExp(`/projets/${projectId}`));
      await monteuse.getByText(fill(cm.pendingOnProject, { credit })).waitFor();
      await monteuse
        .getByRole('region', { name: cm.pendingTitle })
        .getByRole('button', { name: cm.confirm })
        .click();
      await toastWith(monteuse, cm.confirmed).waitFor();

      // The owner sees it on her profile as 'Vérifié', with the project's link.
      await owner.goto(`/talents/${monteuseId}`);
      const filmography = owner.getByRole('list', { name: cm.sectionTitle });
      const item = filmography.getByRole('listitem').filter({ hasText: credit });
      await item.getByText(cm.verified, { exact: true }).waitFor();
      await item.getByRole('link', { name: cm.seeProject }).click();
      await owner.waitForURL(new RegExp(`/projets/${projectId}$`));
      await owner.context().close();
      await monteuse.context().close();
    });
  }

  it('adds a declared credit: a year in the future is refused in French, then it shows as declared (375 px)', async () => {
    const page = await newPage(browser, 375);
    await registerMember(page, 'Sacha Déclarant');
    await page.goto('/profil');
    await page.getByRole('button', { name: cm.add }).click();
    const dialog = page.getByRole('dialog', { name: cm.addTitle });
    await dialog.getByLabel(cm.titleLabel).fill('Les Nuits fauves');
    await dialog.getByLabel(cm.yearLabel).fill(String(thisYear + 1));
    await dialog.getByLabel(cm.kindLabel).selectOption('court-métrage');
    await dialog.getByLabel(cm.roleLabel).fill('Chef opérateur');
    await dialog.getByRole('button', { name: cm.save }).click();
    await dialog.getByText(fill(cm.yearInvalid, { max: thisYear })).waitFor();
    await dialog.getByLabel(cm.yearLabel).fill('2021');
    await dialog.getByRole('button', { name: cm.save }).click();
    await toastWith(page, cm.added).waitFor();
    const item = page
      .getByRole('list', { name: cm.sectionTitle })
      .getByRole('listitem')
      .filter({ hasText: 'Chef opérateur — Les Nuits fauves, 2021' });
    await item.getByText(cm.declared, { exact: true }).waitFor();
    await page.context().close();
  });
});
