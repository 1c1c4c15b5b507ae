import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages, profileMessages as pm } from '@plateau/shared';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './browser';

let browser: Browser;
const suffix = randomUUID().slice(0, 6);
/** A name only this run carries: 'ferrandiere' finds it whatever the accents. */
const fullName = `Zoé Ferrandière ${suffix}`;
const email = `zoe-${suffix}@test.fr`;
let memberId = '';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A labelled field of the page's main content (the navigation bar has its own search field). */
const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });

async function signIn(page: Page, address: string, password: string) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: address, password },
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
}

async function jpegFile(): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), 'plateau-e2e-img-'));
  const file = path.join(folder, 'portrait.jpg');
  const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8b5cf6' } })
    .jpeg()
    .toBuffer();
  writeFileSync(file, image);
  return file;
}

describe('profile edit in Chromium', () => {
  it('edits every field and the avatar, then sees them on /profil and on /talents/{id}', async () => {
    const page = await newPage(browser);
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      data: {
        name: 'Zoé Nouvelle',
        email,
        password: 'Lanterne-Magique-47',
        confirmPassword: 'Lanterne-Magique-47',
      },
      headers: { origin: baseUrl() },
    });
    expect(signUp.status()).toBe(200);

    await page.goto('/profil/modifier');
    await field(page, pm.avatarLabel).setInputFiles(await jpegFile());
    await page.getByText(pm.avatarUpdated).first().waitFor();

    await field(page, pm.fullNameLabel).fill(fullName);
    await field(page, pm.professionLabel).fill('Cheffe décoratrice');
    await field(page, pm.bioLabel).fill('Décors pour le cinéma et le théâtre.');
    await field(page, pm.locationLabel).selectOption('Nantes');
    await field(page, pm.availabilityLabel).selectOption('sur un projet');
    const skills = field(page, pm.skillsLabel);
    for (const skill of ['Décors', 'Accessoires', 'Scénographie', 'Peinture en trompe-l’œil']) {
      await skills.fill(skill);
      await skills.press('Enter');
    }
    await field(page, pm.websiteLabel).fill('zoe-decors.fr');
    await field(page, pm.instagramLabel).fill('instagram.com/zoe.decors');
    await field(page, pm.twitterLabel).fill('');
    await field(page, pm.linkedinLabel).fill('https://www.linkedin.com/in/zoe');
    await field(page, pm.youtubeLabel).fill('youtube.com/@zoe');
    await field(page, pm.defaultShowProfileLabel).uncheck();
    await page.getByRole('button', { name: pm.save }).click();
    await page.getByText(pm.updated).first().waitFor();
    await page.waitForURL('**/profil');

    const checkProfile = async (target: Page) => {
      await target.getByRole('heading', { level: 1, name: fullName }).waitFor();
      for (const text of [
        'Cheffe décoratrice',
        'Nantes',
        'Sur un projet',
        'Décors pour le cinéma et le théâtre.',
        'Peinture en trompe-l’œil',
        'zoe-decors.fr',
        email,
        pm.noPortfolio,
        pm.noProject,
      ]) {
        await target.getByText(text, { exact: true }).first().waitFor();
      }
      await expect
        .poll(() => target.getByRole('main').getByRole('link', { name: 'Instagram' }).getAttribute('href'))
        .toBe('https://instagram.com/zoe.decors');
      await expect
        .poll(() => target.getByRole('main').getByRole('link', { name: 'YouTube' }).getAttribute('href'))
        .toBe('https://youtube.com/@zoe');
      expect(await target.getByRole('main').getByRole('link', { name: 'Twitter' }).count()).toBe(0);
      const avatar = target.getByRole('img', { name: fullName }).first();
      await expect
        .poll(() => avatar.getAttribute('src'))
        .toMatch(/^\/uploads\/profile-pictures\/[\w-]+\/\d+\.webp$/);
      await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
    };
    await checkProfile(page);
    await page.getByRole('link', { name: pm.editProfile }).waitFor();
    memberId = await page.evaluate(async () => {
      const response = await fetch('/api/me/profile');
      const body: { id: string } = await response.json();
      return body.id;
    });

    // The setting was saved too.
    await page.goto('/profil/modifier');
    await expect.poll(() => field(page, pm.defaultShowProfileLabel).isChecked()).toBe(false);
    await page.context().close();

    const other = await newPage(browser, 375);
    await signIn(other, 'camille@demo.fr', 'demo1234');
    await other.goto(`/talents/${memberId}`);
    await checkProfile(other);
    expect(await other.getByRole('link', { name: pm.editProfile }).count()).toBe(0);
    await other.context().close();
  });

  it('shows the French refusals of the edit form', async () => {
    const page = await newPage(browser);
    await signIn(page, email, 'Lanterne-Magique-47');
    await page.goto('/profil/modifier');
    await field(page, pm.fullNameLabel).fill('  ');
    await field(page, pm.websiteLabel).fill('pas une adresse');
    await page.getByRole('button', { name: pm.save }).click();
    await page.getByText(pm.fullNameRequired).first().waitFor();
    await page.getByText(pm.invalidLink).first().waitFor();
    await field(page, pm.avatarLabel).setInputFiles({
      name: 'grande.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 10, 1),
    });
    await page.getByText(pm.avatarTooLarge).first().waitFor();
    await page.context().close();
  });
});

describe('talents directory in Chromium', () => {
  it('asks visitors to join, on /talents and /profil', async () => {
    const page = await newPage(browser);
    await page.goto('/talents');
    await page.getByText(messages.common.membersOnlyTitle).first().waitFor();
    await page.getByRole('button', { name: messages.common.createAccount }).click();
    await page.getByRole('dialog').getByLabel(messages.auth.fullNameLabel, { exact: true }).waitFor();
    await page.goto('/profil');
    await page.getByText(messages.common.notConnectedTitle).first().waitFor();
    await page.context().close();
  });

  it('searches without accents, filters in the URL, survives a reload and resets', async () => {
    const page = await newPage(browser);
    await signIn(page, 'camille@demo.fr', 'demo1234');
    await page.goto('/talents');
    const cards = page.getByRole('list', { name: pm.talentsTitle }).locator(':scope > li');
    await cards.first().waitFor();

    await field(page, pm.searchLabel).fill(`ferrandiere ${suffix}`);
    await page.waitForURL(/q=ferrandiere/);
    await expect.poll(() => cards.count()).toBe(1);
    await cards.first().getByText(fullName).waitFor();
    // Four skills and a '+N' counter would show here with more skills; this member has exactly 4.
    await expect.poll(() => cards.first().getByRole('listitem').count()).toBe(4);

    await page.getByRole('button', { name: pm.moreFilters }).click();
    await field(page, pm.availabilityFilter).selectOption('sur un projet');
    await field(page, pm.locationFilter).selectOption('Nantes');
    await page.getByRole('checkbox', { name: 'Décors' }).check();
    await page.getByRole('checkbox', { name: 'Scénographie' }).check();
    await page.waitForURL(/skills=Sc%C3%A9nographie/);
    await expect.poll(() => cards.count()).toBe(1);

    await page.reload();
    await expect.poll(() => field(page, pm.searchLabel).inputValue()).toBe(`ferrandiere ${suffix}`);
    await expect.poll(() => field(page, pm.locationFilter).inputValue()).toBe('Nantes');
    await cards.first().getByText(fullName).waitFor();

    // A skill the member lacks: ALL skills are required.
    await page.getByRole('checkbox', { name: 'Montage' }).check();
    await page.getByText(pm.noTalent).waitFor();

    await page.getByRole('button', { name: pm.reset }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => cards.count()).toBeGreaterThan(10);

    // 'realisatrice' finds the demo member whose profession is 'Réalisatrice'.
    await field(page, pm.searchLabel).fill('realisatrice');
    await page.getByRole('main').getByRole('link', { name: 'Camille Martin', exact: true }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Camille Martin', exact: true }).click();
    await page.waitForURL('**/talents/**');
    await page.getByRole('heading', { level: 1, name: 'Camille Martin' }).waitFor();
    await page.context().close();
  });
});
