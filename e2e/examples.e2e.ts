import { mkdirSync } from 'node:fs';
import {
  commonMessages,
  diagnosticsMessages as d,
  glassmorphismMessages as g,
  messages,
} from '@plateau/shared';
import { routeTitles } from '@plateau/shared/rules/route-titles';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a11yViolations, launchBrowser, newPage, registerMember, toastWith } from './browser';

// Issue 34 items 9 and 10: the design demonstration of spec 2, the diagnostics' 'Déboggage' part, toasts read
// out over a dialog, the 404 page's apostrophes.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync('/tmp/polish-shots', { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('/examples/glassmorphism', () => {
  it('answers a visitor with the interface pieces on translucent panels; its dialog opens and closes', {
    timeout: 90_000,
  }, async () => {
    for (const width of [1280, 375]) {
      const page = await newPage(browser, width);
      const answer = await page.goto('/examples/glassmorphism');
      expect(answer?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: g.title }).waitFor();
      expect(await page.title()).toBe(routeTitles['/examples/glassmorphism']);
      for (const title of [g.buttonsTitle, g.badgesTitle, g.fieldsTitle, g.cardTitle, g.dialogTitle]) {
        await page.getByRole('region', { name: title }).waitFor();
      }
      for (const label of Object.values(g.buttons)) {
        expect(await page.getByRole('button', { name: label, exact: true }).count(), label).toBeGreaterThan(
          0,
        );
      }
      for (const label of Object.values(g.badges)) {
        await page.getByRole('region', { name: g.badgesTitle }).getByText(label, { exact: true }).waitFor();
      }
      await page.getByLabel(g.nameLabel).fill('Les Lucioles');
      await page.getByLabel(g.categoryLabel).selectOption(g.categories[1]);
      await page.getByText(g.sampleProject).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await a11yViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/polish-shots/glass-${width}.png`, fullPage: true });

      await page.getByRole('button', { name: g.openDialog }).click();
      const dialog = page.getByRole('dialog', { name: g.dialogHeading });
      await dialog.getByText(g.dialogText).waitFor();
      expect(await a11yViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/polish-shots/glass-dialog-${width}.png` });
      await dialog.getByRole('button', { name: g.close, exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: g.openDialog }).click();
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.context().close();
    }
  });

  it('leaves an unknown address to the French 404 page, apostrophes typographic', async () => {
    const page = await newPage(browser, 375);
    const answer = await page.goto('/examples/inconnu');
    expect(answer?.status()).toBe(404);
    await page.getByText(commonMessages.notFoundText).waitFor();
    expect(commonMessages.notFoundText).toContain('n’existe');
    await page.context().close();
  });
});

describe('the diagnostics dialog', () => {
  it("shows the 'Déboggage' advice and the journal's levels; a toast over it is read out", {
    timeout: 90_000,
  }, async () => {
    const page = await newPage(browser, 1280);
    await registerMember(page, 'Dora Débogue');
    await page.goto('/profil');
    await page.getByRole('button', { name: /menu du profil/i }).click();
    await page.getByRole('menuitem', { name: messages.nav.diagnostics }).click();
    const dialog = page.getByRole('dialog', { name: d.title });
    await dialog.getByRole('heading', { name: d.debug }).waitFor();
    await dialog.getByRole('heading', { name: d.crossOriginTitle }).waitFor();
    for (const advice of d.crossOriginAdvice) await dialog.getByText(advice).waitFor();
    await dialog.getByRole('heading', { name: d.levelsTitle }).waitFor();
    for (const level of ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const) {
      await dialog.getByText(level, { exact: true }).first().waitFor();
      await dialog.getByText(d.levelHints[level], { exact: false }).waitFor();
    }
    await dialog.getByRole('heading', { name: d.levelsTitle }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/polish-shots/diagnostics-debug-1280.png' });
    await page.setViewportSize({ width: 375, height: 800 });
    await dialog.getByRole('heading', { name: d.debug }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/polish-shots/diagnostics-debug-375.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await a11yViolations(page)).toEqual([]);

    // A toast shown while the modal dialog is open stays in the accessible tree (role status).
    await dialog.getByRole('button', { name: d.validate }).click();
    await toastWith(page, d.validated).waitFor();
    await page.context().close();
  });
});
