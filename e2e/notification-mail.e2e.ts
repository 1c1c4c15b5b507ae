import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  commonMessages as cm,
  emailPreferenceMessages as em,
  fill,
  messages,
  messagingMessages as mm,
  notificationMessages as nm,
  notificationMailTexts as t,
  unsubscribeMessages as um,
} from '@plateau/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  confirmEmailFromOutbox,
  dataDir,
  launchBrowser,
  newPage,
  signInThroughApi,
} from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const password = 'motdepasse-solide';

/** Registers a member with a known address (confirmed from the outbox), signed in in the page's context. */
async function register(page: Page, name: string): Promise<{ id: string; email: string }> {
  const email = `${randomUUID().slice(0, 8)}@membre.test`;
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password, confirmPassword: password },
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
  await confirmEmailFromOutbox(page, email);
  return { id: (await response.json()).user.id, email };
}

type Mail = { headers: Map<string, string>; text: string; html: string; file: string };

/** Quoted-printable (RFC 2045) to UTF-8 text. */
const fromQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** One MIME part's body, decoded from its Content-Transfer-Encoding. */
function partBody(raw: string, type: string): string {
  const start = raw.search(new RegExp(`Content-Type: ${type}`, 'i'));
  if (start < 0) return '';
  const part = raw.slice(start);
  const headerEnd = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, headerEnd);
  const body =
    part
      .slice(headerEnd)
      .replace(/^\s+/, '')
      .split(/\r?\n--/)[0] ?? '';
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) return fromQuotedPrintable(body);
  return body;
}

/** The e-mails of the outbox (DATA_DIR/mail) to an address whose subject is `subject`. */
function outboxMails(to: string, subject: string): Mail[] {
  const outbox = path.join(dataDir(), 'mail');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => ({ file: path.join(outbox, name), raw: readFileSync(path.join(outbox, name), 'utf8') }))
    .filter(({ raw }) => raw.includes(`To: ${to}`))
    .map(({ file, raw }) => {
      const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
      const headers = new Map<string, string>();
      for (const line of head.split(/\r?\n/)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
      }
      return { file, headers, text: partBody(raw, 'text/plain'), html: partBody(raw, 'text/html') };
    })
    .filter((mail) => decodeSubject(mail.headers.get('subject') ?? '') === subject);
}

/** An encoded-word subject (=?UTF-8?Q?…?= or =?UTF-8?B?…?=, RFC 2047), decoded. */
function decodeSubject(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : fromQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Saves for screenshots when SCREENSHOTS_DIR is set (README: how the pages were looked at). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** The 'Notifications par e-mail' card alone, when SCREENSHOTS_DIR is set. */
async function shootSection(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.locator('#notifications-email').screenshot({ path: path.join(dir, `${name}.png`) });
}

const frequencyOf = (page: Page, category: keyof typeof em.categoryNames) =>
  page.getByLabel(em.categoryNames[category], { exact: true });

describe('the e-mail of a message left unread (issue 30)', () => {
  it('arrives in the outbox after the member changed their settings; its button opens the conversation, its one-click POST turns messages off', async () => {
    // Inès sets her e-mails at 1280 px: connections in the daily summary, messages at once (the default).
    const ines = await newPage(browser, 1280);
    const inesAccount = await register(ines, 'Inès Courriel');
    await ines.goto('/profil/parametres#notifications-email');
    await ines.getByRole('heading', { name: em.sectionTitle }).waitFor();
    await expect.poll(() => frequencyOf(ines, 'messages').inputValue()).toBe('immédiat');
    const saved = ines.waitForResponse(
      (response) =>
        response.url().endsWith('/api/me/notification-preferences') && response.request().method() === 'PUT',
    );
    await frequencyOf(ines, 'connections').selectOption('quotidien');
    expect((await saved).status()).toBe(200);
    await ines.getByRole('status').filter({ hasText: em.saved }).first().waitFor();
    await shootSection(ines, 'notification-mail-settings-1280');

    // Hugo writes to her from the messages page; she does not open it.
    const hugo = await newPage(browser, 1280);
    const hugoAccount = await register(hugo, 'Hugo Expéditeur');
    await hugo.goto(`/messages/${inesAccount.id}`);
    await hugo.getByLabel(mm.messageLabel).fill('Bonjour Inès, libre pour un tournage samedi ?');
    await hugo.getByRole('button', { name: mm.send, exact: true }).click();
    await hugo.getByRole('log').getByText('Bonjour Inès, libre pour un tournage samedi ?').waitFor();

    // Left unread MESSAGE_MAIL_DELAY_SECONDS (2 s on the browser tests' servers), it is mailed.
    const subject = fill(t.subjects.message, { name: 'Hugo Expéditeur' });
    await expect
      .poll(() => outboxMails(inesAccount.email, subject).length, { timeout: 60_000, interval: 250 })
      .toBe(1);
    const [mail] = outboxMails(inesAccount.email, subject);
    if (!mail) throw new Error('e-mail introuvable');
    expect(mail.text).toContain('Bonjour Inès, libre pour un tournage samedi ?');
    const conversationUrl = `${baseUrl()}/messages/${hugoAccount.id}`;
    expect(mail.text).toContain(conversationUrl);
    expect(mail.html).toContain(`href="${conversationUrl}"`);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = mail.headers.get('list-unsubscribe')?.match(/<(https?:\/\/[^>]+)>/)?.[1];
    expect(unsubscribeUrl).toMatch(new RegExp(`^${baseUrl()}/desabonnement\\?jeton=`));
    expect(mail.headers.get('list-unsubscribe')).toMatch(/<mailto:[^>]+>/);

    // The e-mail as a mail client shows it (its HTML in Chromium).
    const htmlFile = path.join(mkdtempSync(path.join(tmpdir(), 'plateau-mail-')), 'notification.html');
    writeFileSync(htmlFile, mail.html);
    const mailView = await newPage(browser, 1280);
    await mailView.goto(`file://${htmlFile}`);
    await mailView.getByRole('link', { name: t.buttons.message }).waitFor();
    await shoot(mailView, 'notification-mail-html-1280');
    await mailView.setViewportSize({ width: 375, height: 900 });
    await shoot(mailView, 'notification-mail-html-375');
    await mailView.context().close();

    // Its button, opened in a browser with no session: sign in, then the conversation with Hugo.
    const reader = await newPage(browser, 1280);
    await reader.goto(conversationUrl);
    await reader.getByRole('link', { name: cm.signIn }).click();
    await reader.waitForURL('**/login');
    await reader.getByLabel(messages.auth.emailLabel, { exact: true }).fill(inesAccount.email);
    await reader.getByLabel(messages.auth.passwordLabel, { exact: true }).fill(password);
    await reader.getByRole('button', { name: messages.auth.loginButton, exact: true }).click();
    await reader.waitForURL(`**/messages/${hugoAccount.id}`);
    await reader
      .getByRole('log', { name: 'Conversation avec Hugo Expéditeur' })
      .getByText('Bonjour Inès, libre pour un tournage samedi ?')
      .waitFor();
    await reader.context().close();

    // The unsubscribe page opened from the e-mail, at 1280 and 375 px (nothing is changed by opening it).
    for (const width of [1280, 375]) {
      const visitor = await newPage(browser, width);
      await visitor.goto(unsubscribeUrl ?? '');
      await visitor.getByText(fill(um.question, { scope: um.scopeNames.messages })).waitFor();
      await visitor.getByRole('button', { name: um.confirm }).waitFor();
      await shoot(visitor, `notification-mail-unsubscribe-${width}`);
      await visitor.context().close();
    }
    await ines.reload();
    await expect.poll(() => frequencyOf(ines, 'messages').inputValue()).toBe('immédiat');

    // The mail client's one-click POST (RFC 8058), without a session, turns messages off.
    const mailClient = await newPage(browser, 1280);
    const oneClick = await mailClient.request.post(unsubscribeUrl ?? '', {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(oneClick.status()).toBe(200);
    await mailClient.context().close();
    await ines.reload();
    await ines.getByRole('heading', { name: em.sectionTitle }).waitFor();
    await expect.poll(() => frequencyOf(ines, 'messages').inputValue()).toBe('jamais');
    expect(
      await frequencyOf(ines, 'messages').evaluate(
        (select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent,
      ),
    ).toBe(em.frequencyNames.jamais);
    expect(await frequencyOf(ines, 'connections').inputValue()).toBe('quotidien');
    await shootSection(ines, 'notification-mail-settings-after-1280');

    // A phone: the section fits 375 px.
    const phone = await newPage(browser, 375);
    await phone.context().addCookies(await ines.context().cookies());
    await phone.goto('/profil/parametres#notifications-email');
    await phone.getByRole('heading', { name: em.sectionTitle }).waitFor();
    await expect.poll(() => frequencyOf(phone, 'messages').inputValue()).toBe('jamais');
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shootSection(phone, 'notification-mail-settings-375');
    await phone.context().close();
    await hugo.context().close();
    await ines.context().close();
  }, 240_000);

  it('a comment on a discussion the member follows shows on /notifications under Magazine, and opens the article', async () => {
    for (const width of [1280, 375]) {
      const page = await newPage(browser, width);
      await signInThroughApi(page, 'camille@demo.fr');
      await page.goto('/notifications?type=comment');
      const filter = page.getByLabel(nm.typeLabel, { exact: true });
      await expect
        .poll(() =>
          filter.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent),
        )
        .toBe(nm.typeFilterNames.comment);
      const notice = page.locator('main article').filter({ hasText: /a commenté l’article « Cinq conseils/ });
      await notice.waitFor();
      await notice.getByText(nm.typeNames.comment, { exact: true }).waitFor();
      await shoot(page, `notifications-comment-${width}`);
      if (width === 375) {
        await notice.getByRole('link').first().click();
        await page.waitForURL(/\/magazine\/[0-9a-f-]{36}$/);
        await page
          .getByText('Pareil pour moi : c’est à la cantine que j’ai rencontré ma cheffe opératrice.')
          .waitFor();
      }
      await page.context().close();
    }
  }, 180_000);
});
