import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectMessages as pm, teamConversationMessages as tm } from '@plateau/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInThroughApi } from './browser';

const camille = 'camille@demo.fr';
const lea = 'lea.dubois@demo.fr';
const nicolas = 'nicolas.fontaine@demo.fr';
const shots = process.env.SCREENSHOT_DIR;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A one-page call sheet as a real PDF (file-type reads its '%PDF-' signature). */
const callSheet = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    `% Feuille de service J2 ${Date.now()}\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
  'latin1',
);

const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: false });
};
const discussionTab = (page: Page) => page.getByRole('tab', { name: new RegExp(`^${tm.tab}`) });
const teamThread = (page: Page) => page.getByRole('log', { name: tm.threadLabel });
const composer = (page: Page) => page.getByLabel('Votre message');

/** The id of Camille's demo project 'La Maison d’en face' (Léa is in its team, Nicolas is not). */
async function demoProjectId(page: Page): Promise<string> {
  const list = await page.request.get('/api/projects?q=maison');
  const body: { items: Array<{ id: string; title: string }> } = await list.json();
  const id = body.items.find((item) => item.title === 'La Maison d’en face')?.id;
  expect(id).toBeTruthy();
  return id ?? '';
}

describe('the team conversation of a project (1280 px and 375 px)', () => {
  it('lets two team members talk live, and one downloads the PDF call sheet the other sends', async () => {
    const desk = await newPage(browser, 1280);
    const phone = await newPage(browser, 375);
    await signInThroughApi(desk, camille);
    await signInThroughApi(phone, lea);
    const projectId = await demoProjectId(desk);

    // Camille opens her project: the 'Discussion' tab, with the demo's history (a call sheet, a picture, anonymity).
    await desk.goto(`/projets/${projectId}`);
    await discussionTab(desk).click();
    await desk.waitForURL(/onglet=discussion/);
    const deskThread = teamThread(desk);
    await deskThread.getByRole('link', { name: /Feuille de service - essais caméra\.pdf/ }).waitFor();
    await deskThread.getByRole('img', { name: 'Repérage cour intérieure.jpg' }).waitFor();
    // Camille owns the project: she sees the whole team by name.
    await deskThread.getByText('Sophie Lefèvre', { exact: true }).first().waitFor();

    // Léa, on her phone, opens the same tab: the anonymous members are not named to her.
    await phone.goto(`/projets/${projectId}?onglet=discussion`);
    const phoneThread = teamThread(phone);
    await phoneThread.getByText(pm.anonymousMember, { exact: true }).first().waitFor();
    await phoneThread.getByText('Directrice de casting', { exact: true }).first().waitFor();
    expect(await phoneThread.getByText('Sophie Lefèvre').count()).toBe(0);
    await shoot(desk, 'team-conversation-1280');
    await shoot(phone, 'team-conversation-375');

    // Camille writes: the message reaches Léa without a reload.
    const hello = `On garde jeudi 8 h pour les essais ? (${Date.now()})`;
    await composer(desk).fill(hello);
    await composer(desk).press('Enter');
    await deskThread.getByText(hello, { exact: true }).waitFor();
    await phoneThread.getByText(hello, { exact: true }).waitFor();

    // Léa answers: Camille reads it live.
    const answer = `Oui, j’apporte le disque de sauvegarde. (${Date.now()})`;
    await composer(phone).fill(answer);
    await phone.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await deskThread.getByText(answer, { exact: true }).waitFor();

    // Camille sends a PDF call sheet with the attach button; Léa downloads it, byte for byte.
    const fileName = 'Feuille de service J2.pdf';
    const chooser = desk.waitForEvent('filechooser');
    await desk.getByRole('button', { name: tm.attach }).click();
    await (await chooser).setFiles({ name: fileName, mimeType: 'application/pdf', buffer: callSheet });
    await deskThread.getByRole('link', { name: new RegExp(fileName) }).waitFor();
    const link = phoneThread.getByRole('link', { name: new RegExp(fileName) });
    await link.waitFor();
    const [download] = await Promise.all([phone.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(fileName);
    // Saved through the connection (the worker's Chromium is another process: `path()` is for a launched one).
    const savedPath = path.join(mkdtempSync(path.join(tmpdir(), 'plateau-telechargement-')), fileName);
    await download.saveAs(savedPath);
    expect(readFileSync(savedPath).equals(callSheet)).toBe(true);

    // A member outside the team has no tab, and the API answers as for an unknown project.
    const href = await link.getAttribute('href');
    const outsider = await newPage(browser, 375);
    await signInThroughApi(outsider, nicolas);
    await outsider.goto(`/projets/${projectId}`);
    await outsider.getByRole('heading', { name: 'La Maison d’en face', level: 1 }).waitFor();
    expect(await discussionTab(outsider).count()).toBe(0);
    const thread = await outsider.request.get(`/api/projects/${projectId}/conversation/messages`);
    expect(thread.status()).toBe(404);
    expect((await outsider.request.get(href ?? '')).status()).toBe(404);

    await Promise.all([desk.context().close(), phone.context().close(), outsider.context().close()]);
  }, 240_000);
});
