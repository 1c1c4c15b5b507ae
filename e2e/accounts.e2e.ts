import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { messages, messagingMessages as mm } from '@plateau/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmationLinkFromOutbox,
  field,
  launchBrowser,
  newPage,
  registerMember,
  toastWith,
} from './browser';

const m = messages.auth;
const am = messages.account;
/** Screenshots of the new screens, looked at by hand (issue 29). */
const shots = process.env.SCREENSHOT_DIR;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  if (shots) mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const banner = (page: Page) => page.getByRole('region', { name: am.confirmBanner });
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: false });
};

/** A demo member to write to (Camille). */
async function someoneToWrite(page: Page): Promise<{ id: string; fullName: string }> {
  const answer = await page.request.get('/api/talents?q=Camille');
  expect(answer.status()).toBe(200);
  return (await answer.json()).items[0];
}

async function sendMessage(page: Page, to: string, text: string) {
  await page.goto(`/messages/${to}`);
  await page.getByLabel(mm.messageLabel).fill(text);
  await page.getByRole('button', { name: mm.send, exact: true }).click();
}

describe('e-mail confirmation (issue 29)', () => {
  it('registers, is refused in French until the outbox link is opened, then can message (1280 px)', async () => {
    const page = await newPage(browser, 1280);
    const email = `${randomUUID().slice(0, 8)}@confirmation.test`;
    await page.goto('/register');
    await field(page, m.fullNameLabel).fill('Célia Confirmation');
    await field(page, m.emailLabel).fill(email);
    await field(page, m.passwordLabel).fill('Lanterne-Magique-47');
    await field(page, m.confirmPasswordLabel).fill('Lanterne-Magique-47');
    await page.getByRole('button', { name: m.registerButton, exact: true }).click();
    await toastWith(page, m.registerSuccess).waitFor();
    await banner(page).waitFor();
    await shoot(page, 'banner-1280');

    const other = await someoneToWrite(page);
    await sendMessage(page, other.id, 'Bonjour, avant confirmation');
    await toastWith(page, am.confirmFirst).waitFor();

    await banner(page).getByRole('button', { name: am.resendLink }).click();
    await toastWith(page, am.linkResent).waitFor();

    const link = await confirmationLinkFromOutbox(email);
    await page.goto(link);
    await page.getByRole('heading', { name: am.confirmedTitle }).waitFor();
    await page.getByText(am.confirmedText).waitFor();
    await shoot(page, 'confirmed-1280');
    expect(await banner(page).count()).toBe(0);

    await sendMessage(page, other.id, 'Bonjour, après confirmation');
    await page.getByRole('log').getByText('Bonjour, après confirmation').waitFor();

    // The same link a second time: refused in French.
    await page.goto(link);
    await page.getByText(am.linkUsed).waitFor();
    await page.context().close();
  });

  it('shows the banner on a phone without sideways scrolling (375 px)', async () => {
    const page = await newPage(browser, 375);
    await registerMember(page, `Paul Téléphone ${randomUUID().slice(0, 4)}`, { confirm: false });
    await page.goto('/dashboard');
    await banner(page).waitFor();
    await banner(page).getByRole('button', { name: am.resendLink }).waitFor();
    await shoot(page, 'banner-375');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.goto('/confirmer-email?token=pas-un-jeton');
    await page.getByText(am.linkInvalid).waitFor();
    await page.context().close();
  });
});
