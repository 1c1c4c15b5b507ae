import { randomUUID } from 'node:crypto';
import { influencerMessages as m, messages } from '@plateau/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  a11yViolations,
  launchBrowser,
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

describe('the influencer space for visitors', () => {
  it('shows the landing with its register button, the members-only list and the dashboard refusal', async () => {
    const page = await newPage(browser, 375);
    await page.goto('/influencer');
    await page.getByRole('heading', { name: m.heroTitle }).waitFor();
    await page.getByRole('button', { name: m.startNow }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.goto('/influencer/projets');
    await page.getByRole('heading', { name: messages.common.membersOnlyTitle }).waitFor();
    await page.goto('/influencer/dashboard');
    await page.getByRole('heading', { name: m.forbidden }).waitFor();
    await page.context().close();
  });
});

describe('the influencer pages with the demo data', () => {
  it('have no serious accessibility violation', { timeout: 120_000 }, async () => {
    const page = await newPage(browser, 1280);
    await page.goto('/influencer');
    await page.getByRole('heading', { name: m.heroTitle }).waitFor();
    expect(await a11yViolations(page)).toEqual([]);
    await signInThroughApi(page, 'camille@demo.fr');
    await page.goto('/influencer/projets');
    await page.getByRole('link', { name: m.viewProject }).first().waitFor();
    expect(await a11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: m.viewProject }).first().click();
    await page.getByRole('heading', { name: m.detailTitle }).waitFor();
    expect(await a11yViolations(page)).toEqual([]);
    await page
      .getByRole('link', { name: new RegExp(`^${m.apply}`) })
      .first()
      .click();
    await page.getByRole('button', { name: m.application.submit }).waitFor();
    expect(await a11yViolations(page)).toEqual([]);
    await page.goto('/influencer/nouveau-projet');
    await page.getByRole('heading', { name: m.stepTitles[0] }).waitFor();
    expect(await a11yViolations(page)).toEqual([]);
    await page.goto('/influencer/dashboard');
    await page
      .getByRole('button', { name: new RegExp(`^${m.details}`) })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    expect(await a11yViolations(page)).toEqual([]);
    await page.context().close();
  });
});

for (const width of [1280, 375]) {
  describe(`an influencer project at ${width} px`, () => {
    it('a creator publishes in four steps, a member applies, the creator accepts: the candidate is a member and notified', {
      timeout: 240_000,
    }, async () => {
      const suffix = randomUUID().slice(0, 6);
      const creator = await newPage(browser, width);
      const candidate = await newPage(browser, width);
      await registerMember(creator, `Inès Créatrice ${suffix}`);
      const candidateName = `Marc Monteur ${suffix}`;
      const candidateId = await registerMember(candidate, candidateName);
      const f = m.fields;
      const title = `Chaîne cuisine ${suffix}`;

      // Step 1: nothing filled is refused; then the general information.
      await creator.goto('/influencer/nouveau-projet');
      await creator.getByRole('heading', { name: m.stepTitles[0] }).waitFor();
      await creator.getByRole('button', { name: m.next }).click();
      await toastWith(creator, m.requiredFields).waitFor();
      await creator.getByLabel(f.title).fill(title);
      await creator.getByLabel(f.description, { exact: true }).fill('Des recettes de saison chaque semaine.');
      await creator.getByRole('button', { name: m.next }).click();
      await toastWith(creator, m.contentTypeRequired).waitFor();
      await creator.getByRole('button', { name: 'Cuisine', exact: true }).click();
      await creator.getByRole('button', { name: m.next }).click();

      // Step 2, then a reload: the draft is still there.
      await creator.getByRole('heading', { name: m.stepTitles[1] }).waitFor();
      await creator.getByLabel(f.timeline).fill('Janvier à juin');
      await creator.getByLabel(f.locationType).selectOption('Hybride');
      await creator.getByLabel(f.locationCity).fill('Lyon');
      await creator.reload();
      await creator.getByRole('heading', { name: m.stepTitles[1] }).waitFor();
      expect(await creator.getByLabel(f.timeline).inputValue()).toBe('Janvier à juin');
      await creator.getByRole('button', { name: m.previous }).click();
      expect(await creator.getByLabel(f.title).inputValue()).toBe(title);
      await creator.getByRole('button', { name: m.next }).click();
      await creator.getByRole('button', { name: m.next }).click();

      // Step 3: a deliverable.
      await creator.getByRole('heading', { name: m.stepTitles[2] }).waitFor();
      await creator.getByRole('button', { name: 'Vidéos YouTube', exact: true }).click();
      await creator.getByRole('button', { name: m.next }).click();

      // Step 4: no role is refused; a role without description is refused; a role is added.
      await creator.getByRole('heading', { name: m.stepTitles[3] }).waitFor();
      await creator.getByRole('button', { name: m.publish }).click();
      await toastWith(creator, m.noRole).waitFor();
      await creator.getByLabel(m.roleForm.title).fill('Monteur vidéo');
      await creator.getByRole('button', { name: m.roleForm.add }).click();
      await toastWith(creator, m.roleRequired).waitFor();
      await creator.getByLabel(m.roleForm.description).fill('Monter deux vidéos par semaine.');
      await creator.getByLabel(m.roleForm.compensationType, { exact: true }).selectOption('Bénévole');
      expect(await creator.getByLabel(m.roleForm.compensationDetails).count()).toBe(0);
      await creator.getByLabel(m.roleForm.compensationType, { exact: true }).selectOption('Rémunéré');
      await creator.getByLabel(m.roleForm.compensationDetails).fill('300 € par vidéo');
      await creator.getByRole('button', { name: m.roleForm.add }).click();
      await toastWith(creator, m.roleAdded).waitFor();
      await creator.getByRole('button', { name: m.publish }).click();
      await toastWith(creator, m.projectCreated).waitFor();
      await creator.waitForURL(/\/projets\/[0-9a-f-]{36}$/);
      const projectUrl = new URL(creator.url()).pathname;
      await creator.getByRole('heading', { name: m.detailTitle }).waitFor();
      await creator.getByText('Janvier à juin').waitFor();

      // The candidate applies from the project page.
      await candidate.goto(projectUrl);
      await candidate.getByRole('link', { name: `${m.apply} : Monteur vidéo` }).click();
      await candidate.getByRole('heading', { name: title }).waitFor();
      const a = m.application;
      await candidate.getByRole('button', { name: a.submit }).click();
      await toastWith(candidate, m.requiredFields).waitFor();
      await candidate.getByLabel(a.coverLetter).fill('Je monte des vidéos culinaires depuis trois ans.');
      await candidate.getByLabel(a.relevantExperience).fill('Deux chaînes de cuisine.');
      await candidate.getByLabel(a.motivation, { exact: true }).fill('La cuisine de saison.');
      await candidate.getByLabel(`${a.portfolioLinks} 1`).fill('vimeo.com/marc');
      await candidate.getByRole('button', { name: a.submit }).click();
      await toastWith(candidate, m.applicationSent).waitFor();
      await candidate.waitForURL(`**${projectUrl}`);

      // The creator reads the whole application and accepts it.
      await creator.goto('/influencer/dashboard');
      await creator.getByRole('heading', { name: m.dashboardTitle }).waitFor();
      await creator.getByRole('button', { name: `${m.details} : ${candidateName}` }).click();
      const dialog = creator.getByRole('dialog');
      await dialog.getByText('Je monte des vidéos culinaires depuis trois ans.').waitFor();
      await dialog.getByText('Deux chaînes de cuisine.').waitFor();
      await dialog.getByRole('link', { name: 'https://vimeo.com/marc' }).waitFor();
      await dialog.getByRole('button', { name: m.accept }).click();
      // The dialog hides the rest of the page from assistive technologies: the toast is found by its text.
      await creator.getByText(m.accepted).waitFor();
      await dialog.getByText(m.statusLabels.accepted, { exact: true }).waitFor();
      expect(await dialog.getByRole('button', { name: m.accept }).count()).toBe(0);

      // The candidate is a member of the project, and notified.
      const projectId = projectUrl.split('/').pop();
      const members = await candidate.request.get(`/api/projects/${projectId}/members`);
      expect(JSON.stringify(await members.json())).toContain(candidateId);
      await candidate.goto('/notifications');
      await candidate
        .getByText(`Votre demande pour rejoindre le projet « ${title} » a été acceptée.`)
        .waitFor();

      if (width === 375 || width === 1280) {
        await creator.screenshot({ path: `/tmp/infl-dashboard-${width}.png`, fullPage: true });
      }
      await creator.context().close();
      await candidate.context().close();
    });
  });
}
