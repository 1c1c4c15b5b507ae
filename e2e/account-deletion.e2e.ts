import {
  accountDeletionMessages as dm,
  messages,
  magazineMessages as mm,
  profileMessages as pm,
} from '@plateau/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  confirmEmailFromOutbox,
  field,
  launchBrowser,
  newPage,
  registerMember,
  signInThroughApi,
  toastWith,
} from './browser';
import { designatedAdminEmail } from './global-setup';

const password = 'motdepasse-solide';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Screenshots for a person to look at, when SCREENSHOT_DIR is set. */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
}

/** The comment of a text on the article page. */
const commentWith = (page: Page, text: string) => page.locator('main li').filter({ hasText: text });

describe('a deleted member (issue 29)', () => {
  for (const width of [1280, 375]) {
    it(`shows as Utilisateur supprimé, and comes back when reactivated (${width} px)`, async () => {
      const name = `Zoé Départ ${width}`;
      const text = `Un commentaire avant de partir (${width} px)`;
      const leaving = await newPage(browser, width);
      await registerMember(leaving, name);
      const me = await (await leaving.request.get('/api/me')).json();
      const email: string = me.user.email;

      // The member comments on the first article of the magazine.
      await leaving.goto('/magazine');
      await leaving.locator('main article a').first().click();
      await leaving.waitForURL(/\/magazine\/[\w-]+$/);
      const articleUrl = new URL(leaving.url()).pathname;
      await leaving.getByLabel(mm.commentLabel).fill(text);
      await leaving.getByRole('button', { name: mm.commentSubmit }).click();
      await commentWith(leaving, text).getByText(name).waitFor();

      // Then deletes the account from the settings page: the dialog says what goes at once.
      await leaving.goto('/profil/parametres');
      await leaving.getByText(dm.deleteText).waitFor();
      await leaving.getByRole('button', { name: pm.deleteButton }).click();
      const dialog = leaving.getByRole('dialog');
      await dialog.getByText(dm.deleteConfirmText).waitFor();
      await dialog.getByLabel(pm.deletePasswordLabel, { exact: true }).fill(password);
      await dialog.getByRole('button', { name: pm.deleteConfirmButton }).click();
      await leaving.waitForURL((url) => url.pathname === '/');
      await toastWith(leaving, pm.deleted).waitFor();

      // Another member sees the comment without name, photo or profession.
      const reader = await newPage(browser, width);
      await signInThroughApi(reader, 'camille@demo.fr');
      await reader.goto(articleUrl);
      const comment = commentWith(reader, text);
      await comment.getByText(dm.deletedMember).waitFor();
      expect(await comment.getByText(name).count()).toBe(0);
      expect(await comment.locator('[data-avatar="deleted"]').count()).toBe(1);
      await comment.scrollIntoViewIfNeeded();
      await shoot(reader, `deleted-comment-${width}`);

      // A wrong password changes nothing; the right one offers 'Réactiver mon compte': in the sign-in
      // dialog of the navigation bar at 1280 px, on the login page at 375 px (the bar has no room for it).
      let form = leaving.locator('main');
      if (width >= 400) {
        await leaving.goto('/magazine');
        await leaving.getByRole('button', { name: messages.nav.login, exact: true }).click();
        form = leaving.getByRole('dialog');
      } else {
        await leaving.goto('/login');
      }
      await form.getByLabel(messages.auth.emailLabel, { exact: true }).fill(email);
      await form.getByLabel(messages.auth.passwordLabel, { exact: true }).fill('pas-le-bon-mot-de-passe');
      await form.getByRole('button', { name: messages.auth.loginButton, exact: true }).click();
      await form.getByText(messages.auth.invalidCredentials).waitFor();
      await form.getByLabel(messages.auth.passwordLabel, { exact: true }).fill(password);
      await form.getByRole('button', { name: messages.auth.loginButton, exact: true }).click();
      const panel = form.getByTestId('reactivation');
      await panel.getByText(dm.pendingTitle).waitFor();
      await panel.getByText(/il sera effacé définitivement le \d+ \S+ \d{4}/).waitFor();
      await shoot(leaving, `reactivation-${width}`);
      await panel.getByRole('button', { name: dm.reactivate }).click();
      await toastWith(leaving, dm.reactivated).waitFor();
      const again = await (await leaving.request.get('/api/me')).json();
      expect(again.user).toMatchObject({ email, fullName: name });

      // The comment shows the member's name again.
      await reader.reload();
      await commentWith(reader, text).getByText(name).waitFor();
      expect(await commentWith(reader, text).getByText(dm.deletedMember).count()).toBe(0);
      await leaving.context().close();
      await reader.context().close();
      // A long story (register, comment, delete, read, sign in twice, reactivate) on a loaded machine.
    }, 150_000);
  }

  it('shows the demo member in the grace period as Utilisateur supprimé on the opening article', async () => {
    const reader = await newPage(browser);
    await signInThroughApi(reader, 'camille@demo.fr');
    const found = await reader.request.get(
      `/api/articles?q=${encodeURIComponent('Plateau ouvre ses portes')}`,
    );
    const article = (await found.json()).items[0];
    await reader.goto(`/magazine/${article.id}`);
    await commentWith(reader, 'hâte de croiser des équipes du Sud').getByText(dm.deletedMember).waitFor();
    expect(await reader.getByText('Hugo Lefèvre').count()).toBe(0);
    await reader.context().close();
  });
});

describe('the designated administrator address (spec 1 §6, issue 29 part 4)', () => {
  it('shows Rôle administrateur détecté at the first sign-in once the address is confirmed', async () => {
    const page = await newPage(browser, 375);
    const answer = await page.request.post('/api/auth/sign-up/email', {
      data: { name: 'Admin Désignée', email: designatedAdminEmail, password, confirmPassword: password },
      headers: { origin: baseUrl() },
    });
    expect(answer.status()).toBe(200);
    await confirmEmailFromOutbox(page, designatedAdminEmail);
    await page.request.post('/api/auth/sign-out', { headers: { origin: baseUrl() } });
    await page.goto('/login');
    await field(page, messages.auth.emailLabel).fill(designatedAdminEmail);
    await field(page, messages.auth.passwordLabel).fill(password);
    await page.getByRole('button', { name: messages.auth.loginButton, exact: true }).click();
    await toastWith(page, messages.auth.adminDetected).waitFor();
    expect((await (await page.request.get('/api/me')).json()).user.role).toBe('admin');
    await page.context().close();
  });
});
