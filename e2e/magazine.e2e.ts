import { randomUUID } from 'node:crypto';
import { messages, magazineMessages as mm } from '@plateau/shared';
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

const cards = (page: Page) => page.locator('main article');

describe('magazine for visitors', () => {
  it('shows the members-only notice on the list and the article, a login prompt on favourites', async () => {
    const page = await newPage(browser, 375);
    await page.goto('/magazine');
    await page.getByRole('heading', { name: mm.membersOnlyTitle }).waitFor();
    await page.getByRole('button', { name: messages.common.createAccount }).waitFor();
    // The article page's notice links to /register and /login (spec 1), which bring the visitor back.
    const article = `/magazine/${randomUUID()}`;
    await page.goto(article);
    await page.getByRole('heading', { name: mm.membersOnlyTitle }).waitFor();
    expect(await page.getByRole('link', { name: messages.common.createAccount }).getAttribute('href')).toBe(
      '/register',
    );
    expect(
      await page.getByRole('main').getByRole('link', { name: messages.common.signIn }).getAttribute('href'),
    ).toBe('/login');
    expect(
      await page.getByRole('main').getByRole('button', { name: messages.common.createAccount }).count(),
    ).toBe(0);
    await page.getByRole('main').getByRole('link', { name: messages.common.signIn }).click();
    await page.waitForURL('**/login');
    await page.goto('/magazine/favoris');
    await page.getByText(mm.favoritesLoginText).waitFor();
    await page.context().close();
  });
});

describe('magazine for members', () => {
  it('shows a distinct drawn cover on every card, loaded like an uploaded image', async () => {
    const page = await newPage(browser);
    await signInThroughApi(page, camille);
    await page.goto('/magazine');
    await cards(page).first().waitFor();
    const images = cards(page).locator('img');
    // The first card is in view: its cover has loaded at its drawn size (the others load lazily).
    await expect
      .poll(() => images.first().evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(1200);
    const sources = await images.evaluateAll((list) => list.map((img) => img.getAttribute('src') ?? ''));
    expect(sources.length).toBe(await cards(page).count());
    for (const source of sources) expect(source).toMatch(/^\/uploads\/news-images\/.+\.webp$/);
    expect(new Set(sources).size).toBe(sources.length);
    await page.context().close();
  });

  it('searches ignoring accents, filters by category and resets', async () => {
    const page = await newPage(browser);
    await signInThroughApi(page, camille);
    await page.goto('/magazine');
    await cards(page).first().waitFor();
    const search = page.getByLabel(mm.searchLabel);
    await search.fill('etalonnage');
    await search.press('Enter');
    await page.getByRole('heading', { name: /Étalonner un court-métrage/ }).waitFor();
    await expect.poll(() => cards(page).count()).toBe(1);
    await expect
      .poll(() =>
        cards(page)
          .first()
          .getByText(/min de lecture/)
          .count(),
      )
      .toBe(1);

    await page.getByRole('button', { name: mm.reset }).click();
    await page.getByLabel(mm.categoryLabel).selectOption('Événements');
    await expect.poll(() => page.url()).toContain('categorie=');
    await expect
      .poll(async () => {
        const texts = await cards(page).allInnerTexts();
        return texts.length > 0 && texts.every((text) => text.includes('Événements'));
      })
      .toBe(true);

    await page.getByLabel(mm.searchLabel).fill('mot-introuvable-xyz');
    await page.getByLabel(mm.searchLabel).press('Enter');
    await page.getByText(mm.noArticles).waitFor();
    await page.getByRole('button', { name: mm.reset }).click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(6);
    await page.context().close();
  });

  it('saves an article, finds it in favourites, removes it; shares by copying the link', async () => {
    const page = await newPage(browser, 375);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInThroughApi(page, camille);
    await page.goto('/magazine?q=micro');
    await page.getByRole('link', { name: /Lire l'article : Quel micro/ }).click();
    await page.getByRole('heading', { level: 1, name: /Quel micro/ }).waitFor();
    await page.getByRole('link', { name: mm.backToMagazine }).waitFor();
    const articleUrl = page.url();

    await page.getByRole('button', { name: mm.addFavorite }).click();
    await page.getByText(mm.favoriteAdded).waitFor();
    await page.getByRole('button', { name: mm.removeFavorite }).waitFor();

    if (await page.evaluate(() => typeof navigator.share !== 'function')) {
      await page.getByRole('button', { name: mm.share }).click();
      await page.getByText(mm.linkCopied).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(articleUrl);
    }

    await page.goto('/magazine/favoris');
    const saved = page.locator('main li', { hasText: 'Quel micro' });
    await saved.waitFor();
    expect(await page.locator('main li').first().textContent()).toContain('Quel micro');
    await saved.getByRole('button', { name: /Retirer des favoris/ }).click();
    await page.getByText(mm.favoriteRemoved).waitFor();
    await expect.poll(() => saved.count()).toBe(0);
    await page.context().close();
  });

  it('comments, sees a second member’s comment arrive live, deletes their own comment', async () => {
    const first = await newPage(browser);
    const second = await newPage(browser, 375);
    await signInThroughApi(first, camille);
    await signInThroughApi(second, nicolas);
    await first.goto('/magazine?q=micro');
    await first.getByRole('link', { name: /Lire l'article : Quel micro/ }).click();
    await first.getByRole('heading', { level: 1, name: /Quel micro/ }).waitFor();
    const articleUrl = new URL(first.url()).pathname;
    const comments = first.getByRole('region', { name: /Commentaires/ });

    const own = `Merci pour ces conseils <script>window.pirate = 1</script> ${randomUUID().slice(0, 6)}`;
    const field = first.getByLabel(mm.commentLabel);
    await expect.poll(() => first.getByRole('button', { name: mm.commentSubmit }).isDisabled()).toBe(true);
    await field.fill('   ');
    await expect.poll(() => first.getByRole('button', { name: mm.commentSubmit }).isDisabled()).toBe(true);
    await field.fill(own);
    await first.getByRole('button', { name: mm.commentSubmit }).click();
    await first.getByText(mm.commentAdded).waitFor();
    await comments.getByText(own).waitFor();
    expect(await first.evaluate(() => 'pirate' in window)).toBe(false);

    // The second member comments from another browser context: it arrives without a reload.
    const theirs = `Je confirme, le micro-canon est indispensable ${randomUUID().slice(0, 6)}`;
    await second.goto(articleUrl);
    await second.getByLabel(mm.commentLabel).fill(theirs);
    await second.getByRole('button', { name: mm.commentSubmit }).click();
    await second.getByText(mm.commentAdded).waitFor();
    await comments.getByText(theirs).waitFor({ timeout: 10_000 });
    const theirItem = comments.locator('li', { hasText: theirs });
    expect(await theirItem.getByRole('button', { name: mm.deleteComment }).count()).toBe(0);

    const ownItem = comments.locator('li', { hasText: own });
    await ownItem.getByRole('button', { name: mm.deleteComment }).click();
    const dialog = first.getByRole('dialog');
    await dialog.getByText(mm.deleteCommentConfirm).waitFor();
    await dialog.getByRole('button', { name: messages.common.delete }).click();
    await first.getByText(mm.commentDeleted).waitFor();
    await expect.poll(() => comments.getByText(own).count()).toBe(0);
    // ...and the deletion reaches the second member live too.
    await expect.poll(() => second.getByText(own).count(), { timeout: 10_000 }).toBe(0);

    await first.context().close();
    await second.context().close();
  });

  it('shows "Article non trouvé ou inaccessible" for a missing article', async () => {
    const page = await newPage(browser);
    await signInThroughApi(page, camille);
    await page.goto(`/magazine/${randomUUID()}`);
    await page.getByRole('heading', { name: mm.notFound }).waitFor();
    await page.getByText(mm.notFoundText).waitFor();
    await page.context().close();
  });
});
