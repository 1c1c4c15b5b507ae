import { randomUUID } from 'node:crypto';
import { messages, messagingMessages as mm } from '@plateau/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInThroughApi } from './browser';

const camille = 'camille@demo.fr';
const nicolas = 'nicolas.fontaine@demo.fr';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const conversationList = (page: Page) => page.getByRole('navigation', { name: mm.conversations });
const entry = (page: Page, name: string) =>
  conversationList(page).getByRole('link', { name: new RegExp(name) });
const thread = (page: Page, name: string) => page.getByRole('log', { name: `Conversation avec ${name}` });
const composer = (page: Page) => page.getByLabel(mm.messageLabel);
const sendButton = (page: Page) => page.getByRole('button', { name: mm.send, exact: true });
/** The number in the messages icon's accessible name ('Messages (3 conversations non lues)'), 0 without badge. */
async function navUnread(page: Page): Promise<number> {
  const link = page.getByRole('banner').getByRole('link', { name: /^Messages/ });
  const label = (await link.locator('.sr-only').textContent()) ?? '';
  return Number(label.match(/\((\d+)/)?.[1] ?? 0);
}

/** The badge once it agrees with the server's count (loaded, and past any read just made). */
async function settledUnread(page: Page): Promise<number> {
  const serverUnread = () =>
    page.evaluate(() =>
      fetch('/api/conversations/unread-count')
        .then((response) => response.json())
        .then((body: { count: number }) => body.count),
    );
  await expect.poll(async () => (await navUnread(page)) === (await serverUnread())).toBe(true);
  return navUnread(page);
}

describe('messages for visitors and unknown members', () => {
  it('shows the not-connected notice with a link to /login', async () => {
    const page = await newPage(browser, 375);
    await page.goto('/messages');
    await page.getByRole('heading', { name: messages.common.notConnectedTitle }).waitFor();
    await page.getByRole('main').getByRole('link', { name: messages.common.signIn }).click();
    await page.waitForURL('**/login');
    await page.context().close();
  });

  it('selects the first conversation on load and shows user-not-found for an unknown id', async () => {
    const page = await newPage(browser);
    await signInThroughApi(page, camille);
    await page.goto('/messages');
    await conversationList(page).locator('a[aria-current="page"]').waitFor();
    const first = await conversationList(page).getByRole('link').first().getAttribute('aria-current');
    expect(first).toBe('page');
    await page.getByRole('log').waitFor();
    await page.goto(`/messages/${randomUUID()}`);
    await page.getByRole('heading', { name: mm.userNotFound }).waitFor();
    await page.context().close();
  });
});

describe('two members exchanging messages live (1280 px and 375 px)', () => {
  it('starts a conversation, delivers live, updates unread marks, the badge and Vu', async () => {
    const desk = await newPage(browser, 1280);
    const phone = await newPage(browser, 375);
    await signInThroughApi(desk, camille);
    await signInThroughApi(phone, nicolas);

    // Camille starts a conversation with Nicolas from the modal.
    await desk.goto('/messages');
    await conversationList(desk).getByRole('link').first().waitFor();
    const badgeBefore = await settledUnread(desk);
    await desk.getByRole('button', { name: mm.startConversation }).click();
    const dialog = desk.getByRole('dialog', { name: mm.pickMemberTitle });
    await dialog.getByLabel(mm.pickMemberSearchLabel).fill('nicolas');
    await dialog.getByRole('button', { name: /Nicolas Fontaine/ }).click();
    await desk.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    await entry(desk, mm.newConversation).waitFor();
    await desk.getByText(mm.noMessages).waitFor();

    // Send stays disabled for blank text.
    expect(await sendButton(desk).isDisabled()).toBe(true);
    await composer(desk).fill('   ');
    expect(await sendButton(desk).isDisabled()).toBe(true);

    // Nicolas, on his phone, has the list open.
    await phone.goto('/messages');
    await conversationList(phone).waitFor();

    const html = '<b>Bonjour</b> Nicolas <img src=x onerror="alert(1)">';
    await composer(desk).fill(html);
    await composer(desk).press('Enter');
    await thread(desk, 'Nicolas Fontaine').getByText(html, { exact: true }).waitFor();
    await expect.poll(() => entry(desk, mm.newConversation).count()).toBe(0);
    await entry(desk, 'Nicolas Fontaine').waitFor();

    // It reaches Nicolas without a reload, unread.
    const fromCamille = entry(phone, 'Camille');
    await fromCamille.waitFor();
    await fromCamille.getByText('1 non lu', { exact: true }).waitFor();
    await fromCamille.click();
    await phone.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    await thread(phone, 'Camille Martin').getByText(html, { exact: true }).waitFor();
    expect(await phone.locator('main b, main img[src="x"]').count()).toBe(0);

    // Opening it marks it read: Camille sees 'Vu'.
    await thread(desk, 'Nicolas Fontaine').getByText(mm.seen, { exact: true }).waitFor();

    // Nicolas answers; Camille has the conversation open, so it arrives read and Nicolas sees 'Vu'.
    await composer(phone).fill('Salut Camille, avec plaisir !');
    await sendButton(phone).click();
    await thread(desk, 'Nicolas Fontaine').getByText('Salut Camille, avec plaisir !').waitFor();
    await thread(phone, 'Camille Martin').getByText(mm.seen, { exact: true }).waitFor();
    // Camille's own message, read, keeps its 'Vu' once Nicolas has replied.
    expect(await thread(desk, 'Nicolas Fontaine').getByText(mm.seen, { exact: true }).count()).toBe(1);

    // Camille moves to another conversation; a new message from Nicolas raises her badge and unread mark.
    await entry(desk, 'Sophie Lefèvre').click();
    await thread(desk, 'Sophie Lefèvre').waitFor();
    const before = await settledUnread(desk);
    expect(before).toBeLessThanOrEqual(badgeBefore);
    await composer(phone).fill('Tu es libre jeudi ?');
    await sendButton(phone).click();
    await entry(desk, 'Nicolas Fontaine').getByText('1 non lu', { exact: true }).waitFor();
    await expect.poll(() => navUnread(desk)).toBe(before + 1);
    await entry(desk, 'Nicolas Fontaine').click();
    await thread(desk, 'Nicolas Fontaine').getByText('Tu es libre jeudi ?').waitFor();
    await expect.poll(() => navUnread(desk)).toBe(before);
    await thread(phone, 'Camille Martin').getByText(mm.seen, { exact: true }).waitFor();

    // On the phone, back to the conversations.
    await phone.getByRole('link', { name: mm.backToConversations }).click();
    await entry(phone, 'Camille').waitFor();
    expect(await phone.getByRole('log').count()).toBe(0);

    await desk.context().close();
    await phone.context().close();
  });

  it('shows a message at once as pending, then an error with a retry that sends it', async () => {
    const page = await newPage(browser);
    await signInThroughApi(page, camille);
    await page.goto('/messages');
    await entry(page, 'Julien Moreau').click();
    const log = thread(page, 'Julien Moreau');
    await log.waitFor();

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/conversations/*/messages', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await held;
      return route.abort('failed');
    });
    await composer(page).fill('Message qui échoue');
    await sendButton(page).click();
    await log.getByText('Message qui échoue').waitFor();
    await log.getByText(mm.sending).waitFor();
    release();
    await log.getByRole('alert').getByText(mm.sendError).waitFor();

    await page.unroute('**/api/conversations/*/messages');
    await log.getByRole('button', { name: mm.retrySend }).click();
    await expect.poll(() => log.getByText(mm.sendError).count()).toBe(0);
    await expect.poll(() => log.getByText('Message qui échoue').count()).toBe(1);
    await page.reload();
    await thread(page, 'Julien Moreau').getByText('Message qui échoue').waitFor();
    await page.context().close();
  });
});
