import { randomUUID } from 'node:crypto';
import {
  blockMessages as bm,
  fill,
  messagingMessages as mm,
  profileMessages as pm,
  reportsMessages,
} from '@plateau/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, registerMember, toastWith } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Screenshots for a person to look at, when SCREENSHOT_DIR is set (never compared). */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

const word = () => `Zq${randomUUID().slice(0, 6)}`;
const conversationList = (page: Page) => page.getByRole('navigation', { name: mm.conversations });
const composer = (page: Page) => page.getByLabel(mm.messageLabel);

/** Writes through the API (the same call as the composer), as the signed-in member of `page`. */
async function sendAs(page: Page, userId: string, content: string): Promise<number> {
  const response = await page.request.post(`/api/conversations/${userId}/messages`, {
    data: { content },
    headers: { origin: baseUrl() },
  });
  return response.status();
}

describe('blocking (1280 px and 375 px)', () => {
  let alice: Page;
  let bruno: Page;
  let aliceId = '';
  let aliceName = '';
  let brunoName = '';

  it('Alice blocks Bruno from his profile (with a confirmation); their conversation leaves her list', async () => {
    alice = await newPage(browser, 1280);
    bruno = await newPage(browser, 375);
    aliceName = `Alice ${word()}`;
    brunoName = `Bruno ${word()}`;
    aliceId = await registerMember(alice, aliceName);
    const brunoId = await registerMember(bruno, brunoName);
    await sendAs(bruno, aliceId, 'Bonjour Alice, on se connaît ?');

    await alice.goto(`/talents/${brunoId}`);
    await alice.getByRole('button', { name: bm.moreActions }).click();
    await alice.getByRole('menuitem', { name: fill(bm.blockMember, { name: brunoName }) }).click();
    const dialog = alice.getByRole('dialog', { name: fill(bm.blockTitle, { name: brunoName }) });
    await dialog.waitFor();
    await shot(alice, 'block-dialog-1280');
    await dialog.getByRole('button', { name: bm.blockConfirm }).click();
    await toastWith(alice, fill(bm.blocked, { name: brunoName })).waitFor();
    await alice.getByText(bm.blockedProfileNotice).waitFor();
    await alice.goto('/messages');
    await conversationList(alice).getByText(mm.noConversations).waitFor();
  }, 180_000);

  it('Bruno can no longer see her profile, find her, nor write to her (answered as for an unknown member)', async () => {
    await bruno.goto(`/talents/${aliceId}`);
    await bruno.getByRole('heading', { name: pm.unavailable }).waitFor();
    await bruno.getByText(pm.userNotFound).waitFor();
    await bruno.goto(`/talents?q=${encodeURIComponent(aliceName)}`);
    await bruno.getByText(pm.noTalent).waitFor();
    await bruno.goto('/messages');
    await bruno.getByRole('button', { name: mm.startConversation }).click();
    await bruno.getByLabel(mm.pickMemberSearchLabel).fill(aliceName);
    await bruno.getByText(mm.noMembers).waitFor();
    await bruno.keyboard.press('Escape');
    await bruno.goto(`/messages/${aliceId}`);
    await bruno.getByRole('heading', { name: mm.userNotFound }).waitFor();
    expect(await sendAs(bruno, aliceId, 'Encore moi')).toBe(404);
  }, 180_000);

  it("lists Bruno under 'Membres bloqués'; 'Débloquer' lets him write again", async () => {
    await alice.goto('/profil/parametres');
    const section = alice.getByRole('list', { name: bm.blockedTitle });
    await section.getByText(brunoName).waitFor();
    await section.scrollIntoViewIfNeeded();
    await shot(alice, 'blocked-list-1280');
    await section.getByRole('button', { name: fill(bm.unblockMember, { name: brunoName }) }).click();
    await alice.getByText(bm.blockedEmpty).waitFor();
    expect(await sendAs(bruno, aliceId, 'Merci !')).toBe(201);
    await alice.context().close();
    await bruno.context().close();
  }, 180_000);

  it('at 375 px: blocks from the conversation menu and lists the blocked member', async () => {
    const phone = await newPage(browser, 375);
    const other = await newPage(browser, 375);
    const otherName = `Bruno ${word()}`;
    const phoneId = await registerMember(phone, `Alice ${word()}`);
    const otherId = await registerMember(other, otherName);
    await sendAs(other, phoneId, 'Bonjour !');
    await phone.goto(`/messages/${otherId}`);
    await phone.getByRole('button', { name: bm.moreActions }).click();
    await phone.getByRole('menuitem', { name: fill(bm.blockMember, { name: otherName }) }).click();
    const dialog = phone.getByRole('dialog', { name: fill(bm.blockTitle, { name: otherName }) });
    await dialog.waitFor();
    await shot(phone, 'block-dialog-375');
    await dialog.getByRole('button', { name: bm.blockConfirm }).click();
    await phone.waitForURL('**/messages');
    await conversationList(phone).getByText(mm.noConversations).waitFor();
    await phone.goto('/profil/parametres');
    const section = phone.getByRole('list', { name: bm.blockedTitle });
    await section.getByText(otherName).waitFor();
    await section.scrollIntoViewIfNeeded();
    await shot(phone, 'blocked-list-375');
    await phone.context().close();
    await other.context().close();
  }, 180_000);
});

describe('message requests (1280 px and 375 px)', () => {
  it.each([1280, 375])(
    "at %i px: a non-connection's first message arrives live under 'Demandes' and is accepted",
    async (width) => {
      const alice = await newPage(browser, width);
      const claire = await newPage(browser, 375);
      const claireName = `Claire ${word()}`;
      const aliceId = await registerMember(alice, `Alice ${word()}`);
      await registerMember(claire, claireName);

      // 'Qui peut m'écrire': 'Mes connexions uniquement'.
      await alice.goto('/profil/parametres');
      // The saved setting shows first ('Tout le monde'), then the choice is sent.
      const everyone = alice.getByRole('radio', { name: bm.messagePolicies['tout le monde'] });
      await expect.poll(() => everyone.isChecked()).toBe(true);
      await alice.getByRole('radio', { name: bm.messagePolicies.connexions }).click();
      await toastWith(alice, bm.messagingSaved).waitFor();
      await shot(alice, `settings-${width}`);

      await alice.goto('/messages');
      const requestsTab = alice.getByRole('tab', { name: new RegExp(bm.requestsTab) });
      await requestsTab.waitFor();
      // Claire writes from the messages page.
      await claire.goto(`/messages/${aliceId}`);
      await composer(claire).fill('Bonjour Alice, je suis scripte, parlons de votre projet !');
      await claire.getByRole('button', { name: mm.send, exact: true }).click();

      // Alice's tab counts it live; it is under 'Demandes', not in the main list.
      await alice.getByRole('tab', { name: /1 demande en attente/ }).waitFor();
      await conversationList(alice).getByText(mm.noConversations).waitFor();
      await requestsTab.click();
      await alice.waitForURL('**/messages?boite=demandes');
      const entry = conversationList(alice).getByRole('link', { name: new RegExp(claireName) });
      await entry.waitFor();
      await shot(alice, `requests-tab-${width}`);
      await entry.click();
      const banner = alice.getByRole('region', { name: bm.requestsTab });
      await banner.getByText(fill(bm.requestBanner, { name: claireName })).waitFor();
      // 'Signaler' opens the report form (issue 31): closed again without sending.
      await banner.getByRole('button', { name: reportsMessages.reportMessage }).click();
      const reportDialog = alice.getByRole('dialog');
      await reportDialog.waitFor();
      await alice.keyboard.press('Escape');
      await reportDialog.waitFor({ state: 'hidden' });
      await shot(alice, `request-open-${width}`);
      await banner.getByRole('button', { name: bm.accept }).click();
      await toastWith(alice, bm.accepted).waitFor();
      await composer(alice).waitFor();
      await alice.goto('/messages');
      await conversationList(alice)
        .getByRole('link', { name: new RegExp(claireName) })
        .waitFor();
      await alice.context().close();
      await claire.context().close();
    },
    180_000,
  );
});
