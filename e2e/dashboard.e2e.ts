import { randomUUID } from 'node:crypto';
import { dashboardMessages as d, fill, networkMessages } from '@plateau/shared';
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

const widget = (page: Page, name: keyof typeof d.widgets) => page.locator(`section[data-widget="${name}"]`);
const order = (page: Page) =>
  page
    .locator('section[data-widget]')
    .evaluateAll((sections) => sections.map((s) => s.getAttribute('data-widget')));

describe('the dashboard for a visitor', () => {
  it('asks to sign in', async () => {
    const page = await newPage(browser, 375);
    await page.goto('/dashboard');
    await page.waitForURL(/\/login/);
    await page.context().close();
  });
});

describe('the dashboard of a member', () => {
  it('shows a request live and accepts it from the widget', async () => {
    const suffix = randomUUID().slice(0, 4);
    const page = await newPage(browser, 1280);
    const other = await newPage(browser, 375);
    const meName = `Dora Tableau ${suffix}`;
    const otherName = `Élie Demande ${suffix}`;
    const meId = await registerMember(page, meName);
    await registerMember(other, otherName);

    await page.goto('/dashboard');
    await page.getByRole('heading', { name: fill(d.greeting, { name: 'Dora' }) }).waitFor();
    const network = widget(page, 'network');
    await network.getByText(d.network.noPending).waitFor();
    await widget(page, 'projects').getByText(d.projects.empty).waitFor();
    // A new member's week says it has no activity instead of drawing an empty chart.
    await widget(page, 'statistics').getByText(d.statistics.noActivity).waitFor();
    expect(await widget(page, 'statistics').locator('svg rect').count()).toBe(0);

    // The request arrives without a reload.
    const sent = await other.request.post('/api/connections', {
      data: { userId: meId },
      headers: { origin: baseUrl() },
    });
    expect(sent.status()).toBe(201);
    const row = network.locator('li').filter({ hasText: otherName });
    await row.waitFor();
    await row.getByRole('button', { name: d.network.accept }).click();
    await toastWith(page, networkMessages.requestAccepted).waitFor();
    await network.getByText(d.network.noPending).waitFor();
    await network.locator('li').filter({ hasText: otherName }).waitFor();

    // The statistics count it: one connection accepted this week.
    await widget(page, 'statistics')
      .locator('[data-metric="connections"]')
      .getByText('1', { exact: true })
      .waitFor();
    await widget(page, 'statistics').locator('svg rect').first().waitFor();
    await page.context().close();
    await other.context().close();
  });

  it('is customised, resized and expanded, and the layout comes back after a reload and on a phone', async () => {
    const page = await newPage(browser, 1280);
    await registerMember(page, `Fanny Disposition ${randomUUID().slice(0, 4)}`);
    await page.goto('/dashboard');
    await widget(page, 'content').waitFor();
    expect(await order(page)).toEqual(['projects', 'statistics', 'network', 'content']);

    await page.getByRole('button', { name: d.customise }).click();
    await page.getByText(d.customiseHint).waitFor();
    const statistics = widget(page, 'statistics');
    // The size shows once the layout has it (a refresh of the page's data may be under way): wait for that.
    await statistics.getByLabel(d.sizes.S).click({ force: true });
    await page.locator('section[data-widget="statistics"][data-size="S"]').waitFor();
    await page.getByRole('button', { name: fill(d.moveUp, { widget: d.widgets.network }) }).click();
    await page.getByRole('button', { name: fill(d.expand, { widget: d.widgets.content }) }).click();
    await page.locator('section[data-widget="content"][data-expanded]').waitFor();
    await page.getByRole('button', { name: d.customiseDone }).click();
    await expect.poll(() => order(page)).toEqual(['projects', 'network', 'statistics', 'content']);

    // Saved on the server: the same after a reload, and on another device.
    await expect
      .poll(async () => (await (await page.request.get('/api/dashboard/layout')).json()).layout.expanded)
      .toBe('content');
    await page.reload();
    await page.locator('section[data-widget="content"][data-expanded]').waitFor();
    await page.locator('section[data-widget="statistics"][data-size="S"]').waitFor();
    expect(await order(page)).toEqual(['projects', 'network', 'statistics', 'content']);
    const statisticsBox = await statistics.boundingBox();
    const contentBox = await widget(page, 'content').boundingBox();
    expect(statisticsBox?.width ?? 0).toBeLessThan((contentBox?.width ?? 0) / 2);

    // One expanded widget at a time: expanding another collapses the first.
    await page.getByRole('button', { name: fill(d.expand, { widget: d.widgets.projects }) }).click();
    await page.locator('section[data-widget="projects"][data-expanded]').waitFor();
    expect(await page.locator('section[data-expanded]').count()).toBe(1);

    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 375, height: 800 });
    await phone.goto('/dashboard');
    await phone.locator('section[data-widget="projects"][data-expanded]').waitFor();
    const widths = await phone
      .locator('section[data-widget]')
      .evaluateAll((sections) => sections.map((s) => Math.round(s.getBoundingClientRect().width)));
    expect(new Set(widths).size).toBe(1);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });
});
