import { randomUUID } from 'node:crypto';
import { projectMessages as m, messages } from '@plateau/shared';
import { fill } from '@plateau/shared/messages/fill';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, registerMember, toastWith } from './browser';

let browser: Browser;
let cover: Buffer;

beforeAll(async () => {
  browser = await launchBrowser();
  cover = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#4338ca' } })
    .png()
    .toBuffer();
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

const team = (page: Page) => page.getByRole('list', { name: m.members });

describe('project list for visitors', () => {
  it('shows the members-only gate with the register and login buttons', async () => {
    const page = await newPage(browser, 375);
    await page.goto('/projets');
    await page.getByRole('heading', { name: messages.common.membersOnlyTitle }).waitFor();
    await page.getByRole('button', { name: messages.common.createAccount }).waitFor();
    await page.context().close();
  });
});

for (const width of [1280, 375]) {
  describe(`a project's life at ${width} px`, () => {
    it('creation, a live join request, members, roles, visibility, status, edit and deletion', {
      timeout: 240_000,
    }, async () => {
      const suffix = randomUUID().slice(0, 6);
      const owner = await newPage(browser, width);
      const joiner = await newPage(browser, width);
      const friend = await newPage(browser, width);
      const visitor = await newPage(browser, width);
      const ownerId = await registerMember(owner, `Olivia Projet ${suffix}`);
      await registerMember(joiner, `Bruno Projet ${suffix}`);
      const friendName = `Chloé Projet ${suffix}`;
      await registerMember(friend, friendName);
      await connect(friend, owner, ownerId);

      // Creation: required fields, tags (Enter, comma, Backspace), a role by Enter, a cover with progress.
      const title = `Court-métrage ${suffix}`;
      await owner.goto('/projets');
      await owner.getByRole('link', { name: m.newProject }).click();
      await owner.getByRole('heading', { name: m.createTitle }).waitFor();
      await owner.getByRole('button', { name: m.submitCreate }).click();
      await toastWith(owner, m.requiredFields).waitFor();
      await owner.getByLabel(m.fields.title).fill(title);
      await owner.getByLabel(m.fields.description).fill('Un tournage de nuit à Lyon, en équipe réduite.');
      expect(await owner.getByLabel(m.fields.category).inputValue()).toBe('Film');
      await owner.getByLabel(m.fields.budget).fill('1500,50');
      await owner.getByLabel(m.fields.memberVisibility).selectOption('members');
      const tags = owner.getByRole('textbox', { name: m.fields.tags, exact: true });
      await tags.fill('Nuit');
      await tags.press('Enter');
      await tags.fill('Lyon,');
      await tags.press(',');
      await tags.fill('Brouillon');
      await tags.press('Enter');
      await tags.press('Backspace');
      await tags.fill('nuit');
      await tags.press('Enter');
      await toastWith(owner, m.tagDuplicate).waitFor();
      await tags.fill('');
      const tagList = owner.getByRole('list', { name: m.fields.tags });
      expect(await tagList.getByRole('listitem').allTextContents()).toEqual(['Nuit', 'Lyon']);
      const roles = owner.getByRole('textbox', { name: m.fields.requiredRoles, exact: true });
      await roles.fill('act');
      await roles.press('Enter');
      await roles.fill('astronaute');
      await roles.press('Enter');
      await toastWith(owner, fill(m.unknownRole, { role: 'astronaute' })).waitFor();
      await roles.fill('');
      await owner.getByLabel(m.fields.coverImage, { exact: true }).setInputFiles({
        name: 'affiche.png',
        mimeType: 'image/png',
        buffer: cover,
      });
      await toastWith(owner, m.coverUploaded).waitFor();
      await owner.getByRole('button', { name: m.submitCreate }).click();
      await toastWith(owner, m.created).waitFor();
      await owner.waitForURL(/\/projets\/[0-9a-f-]{36}$/);
      const projectUrl = new URL(owner.url()).pathname;
      await owner.getByRole('heading', { name: title, level: 1 }).waitFor();
      await owner.getByText('1 500,50 €').waitFor();
      expect(await owner.locator('main img[src^="/uploads/project-images/"]').count()).toBe(1);

      // A second member asks to join; the owner's open page shows the request live.
      await joiner.goto(projectUrl);
      await joiner.getByText(m.teamHidden).waitFor();
      await joiner.getByRole('button', { name: m.joinButton.none }).click();
      const dialog = joiner.getByRole('dialog', { name: m.joinDialogTitle });
      await dialog.getByRole('button', { name: m.sendRequest }).click();
      await dialog.getByText(m.chooseRole).waitFor();
      await dialog.getByLabel(m.wishedRole).selectOption('acteur');
      // The optional message: over 500 characters it is refused before sending, then read by the owner.
      const joinMessage = dialog.getByLabel(m.joinMessageLabel);
      await joinMessage.fill('x'.repeat(501));
      await dialog.getByText(m.joinMessageTooLong).waitFor();
      await joinMessage.fill('Comédien formé au Conservatoire, disponible tout le mois de mars.');
      await dialog.getByRole('button', { name: m.sendRequest }).click();
      await toastWith(joiner, m.requestSent).waitFor();
      await joiner.getByText(fill(m.pendingBadge, { role: 'Acteur' })).waitFor();
      const request = owner.locator('li').filter({ hasText: `Bruno Projet ${suffix}` });
      await request.getByText('Comédien formé au Conservatoire, disponible tout le mois de mars.').waitFor();
      await request.getByRole('button', { name: m.accept }).click();
      await toastWith(owner, m.requestAccepted).waitFor();
      await owner.getByText(m.noRequests).waitFor();
      await team(owner).getByText(`Bruno Projet ${suffix}`, { exact: true }).waitFor();
      // The joiner's page follows: member badge and the team now visible.
      await joiner.getByText(m.memberBadge).waitFor();
      await team(joiner).getByText(`Bruno Projet ${suffix}`, { exact: true }).waitFor();

      // The owner adds a connection, changes its role, then removes it.
      await owner.getByRole('button', { name: m.addMember }).click();
      const add = owner.getByRole('dialog', { name: m.addMemberTitle });
      await add.getByRole('button', { name: m.addMemberSubmit }).click();
      await add.getByText(m.selectConnection).waitFor();
      await add.getByLabel(m.candidateSearch, { exact: true }).fill('chloe');
      await add.getByRole('radio', { name: new RegExp(friendName) }).check();
      await add.getByRole('button', { name: m.addMemberSubmit }).click();
      await toastWith(owner, fill(m.memberAdded, { name: friendName })).waitFor();
      await owner.getByLabel(fill(m.memberRole, { name: friendName })).selectOption('cadreur');
      await toastWith(owner, m.roleUpdated).waitFor();
      await owner.getByRole('button', { name: `${m.removeMember} ${friendName}` }).click();
      await owner
        .getByRole('dialog', { name: m.removeMemberTitle })
        .getByRole('button', { name: m.removeMember })
        .click();
      await toastWith(owner, m.memberRemoved).waitFor();
      await expect.poll(() => team(owner).getByText(friendName, { exact: true }).count()).toBe(0);

      // The member hides their profile: others see 'Membre anonyme', the owner still the name.
      await joiner.getByRole('button', { name: m.hideMyProfile }).click();
      await toastWith(joiner, m.nowAnonymous).waitFor();
      await joiner.getByText(m.anonymousForOthers).waitFor();
      await team(owner).getByText(`Bruno Projet ${suffix}`, { exact: true }).waitFor();

      // Team visibility 'members': a visitor and a non-member see no row; member and owner do.
      await visitor.goto(projectUrl);
      await visitor.getByText(m.signInToJoin).waitFor();
      await visitor.getByText(m.teamHidden).waitFor();
      expect(await visitor.getByText(`Bruno Projet ${suffix}`, { exact: true }).count()).toBe(0);
      await friend.goto(projectUrl);
      await friend.getByText(m.teamHidden).waitFor();
      expect(await friend.getByText(`Bruno Projet ${suffix}`, { exact: true }).count()).toBe(0);
      // Nor are they counted: the statistics show 'Équipe privée'.
      await friend.getByText(m.statMembersHidden).waitFor();
      await friend.getByRole('button', { name: m.joinButton.none }).waitFor();

      // Status, edit, deletion.
      await owner.getByLabel(m.statusLabel).selectOption('en cours');
      await toastWith(owner, m.statusUpdated).waitFor();
      await joiner.locator('main').getByText('en cours', { exact: true }).first().waitFor();
      await owner.getByRole('link', { name: m.editProject }).click();
      await owner.getByRole('heading', { name: m.editTitle }).waitFor();
      await owner.getByLabel(m.fields.title).fill(`${title} (version 2)`);
      await owner.getByRole('button', { name: m.submitEdit }).click();
      await toastWith(owner, m.updated).waitFor();
      await owner.getByRole('heading', { name: `${title} (version 2)`, level: 1 }).waitFor();
      expect(new URL(owner.url()).pathname).toBe(projectUrl);
      await joiner.goto(`/projets/edit/${projectUrl.split('/').pop()}`);
      await joiner.getByText(m.notOwnerEdit).waitFor();

      await owner.goto(`/projets?q=${encodeURIComponent(suffix)}&status=${encodeURIComponent('en cours')}`);
      await owner.getByRole('heading', { name: `${title} (version 2)` }).waitFor();
      await owner.getByRole('link', { name: m.viewDetails }).click();
      await owner.getByRole('button', { name: m.deleteProject }).click();
      await owner
        .getByRole('dialog', { name: m.deleteTitle })
        .getByRole('button', { name: m.deleteProject })
        .click();
      await toastWith(owner, fill(m.deleted, { title: `${title} (version 2)` })).waitFor();
      await owner.waitForURL('**/projets');
      await owner.goto(projectUrl);
      await owner.getByText(m.notFound).waitFor();

      for (const page of [owner, joiner, friend, visitor]) await page.context().close();
    });
  });
}
