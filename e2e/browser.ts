import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

/** Debian's Chromium, headless, with the flags this machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/** A new page in its own context (its own cookies), at a given viewport width. */
export async function newPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width, height: 900 },
    locale: 'fr-FR',
  });
  return context.newPage();
}

/** The newest link to /update-password in the outbox e-mails sent to an address. */
export function resetLinkFromOutbox(to: string): string {
  const outbox = path.join(inject('dataDir'), 'mail');
  const files = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  for (const name of files.reverse()) {
    const raw = readFileSync(path.join(outbox, name), 'utf8');
    if (!raw.includes(`To: ${to}`)) continue;
    // Quoted-printable soft line breaks and '=' escapes.
    const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const match = text.match(/https?:\/\/[^\s"<>]+\/update-password\?token=[\w%-]+/);
    if (match) return match[0];
  }
  throw new Error(`aucun lien de réinitialisation pour ${to}`);
}
