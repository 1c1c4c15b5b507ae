import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fill, footerMessages, reportsMessages as m, messages } from '@plateau/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  dataDir,
  field,
  launchBrowser,
  newPage,
  registerMember,
  signInThroughApi,
  toastWith,
} from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Screenshots for the review when SCREENSHOT_DIR is set (the pages at each width). */
async function shot(page: Page, name: string, fullPage = true) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/** The outbox e-mails sent to an address (their raw text). */
function mailsTo(to: string): string[] {
  const outbox = path.join(dataDir(), 'mail');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(path.join(outbox, name), 'utf8'))
    .filter((raw) => raw.includes(`To: ${to}`));
}

const facts = 'Le commentaire insulte nommément un autre membre, ce que la règle 1 des conditions interdit.';

describe.each([1280, 375])('reports and the moderation queue at %i px', (width) => {
  it('a member reports a comment, a visitor a project; the administrator removes the comment; the author contests', async () => {
    const tag = randomUUID().slice(0, 6);
    // The author comments an article.
    const author = await newPage(browser, width);
    const authorName = `Auteur Fâcheux ${tag}`;
    await registerMember(author, authorName);
    const articles = await (await author.request.get('/api/articles')).json();
    const articleId: string = articles.items[0].id;
    const text = `Commentaire blessant ${tag}`;
    const posted = await author.request.post(`/api/articles/${articleId}/comments`, {
      data: { content: text },
      headers: { origin: baseUrl() },
    });
    expect(posted.status()).toBe(201);

    // A member reports it from the article page.
    const reporter = await newPage(browser, width);
    await registerMember(reporter, `Lectrice Vigilante ${tag}`);
    await reporter.goto(`/magazine/${articleId}`);
    await reporter.getByText(text).waitFor();
    await reporter.getByRole('button', { name: fill(m.reportCommentOf, { name: authorName }) }).click();
    const dialog = reporter.getByRole('dialog', { name: m.form.title });
    await dialog.getByRole('button', { name: m.form.submit }).click();
    await dialog.getByText(m.errors.categoryRequired).waitFor();
    await field(reporter, m.form.category).selectOption({ label: m.categories.harassment });
    await field(reporter, m.form.explanation).fill(
      'Ce commentaire m’attaque personnellement sous l’article.',
    );
    await shot(reporter, `report-form-${width}`, false);
    await dialog.getByRole('button', { name: m.form.submit }).click();
    await dialog.getByText(m.form.received).waitFor();
    await reporter.keyboard.press('Escape');

    // A visitor reports a public project from the footer's link.
    const projects = await (await reporter.request.get('/api/projects')).json();
    const projectId: string = projects.items[0].id;
    const visitor = await newPage(browser, width);
    await visitor.goto('/');
    await visitor.getByRole('link', { name: footerMessages.report }).click();
    await visitor.getByRole('heading', { level: 1, name: m.form.title }).waitFor();
    await field(visitor, m.form.category).selectOption({ label: m.categories.spam });
    await field(visitor, m.form.explanation).fill(
      'Cette annonce demande de payer des frais pour passer le casting.',
    );
    await field(visitor, m.form.address).fill(`${baseUrl()}/projets/${projectId}`);
    await field(visitor, m.form.name).fill('Jeanne Passante');
    const visitorEmail = `passante-${tag}@exemple.fr`;
    await field(visitor, m.form.email).fill(visitorEmail);
    await shot(visitor, `report-page-${width}`);
    await visitor.getByRole('button', { name: m.form.submit }).click();
    await visitor.getByText(m.form.received).waitFor();
    // The receipt is mailed too (DSA art. 16).
    await expect.poll(() => mailsTo(visitorEmail).length).toBe(1);
    await visitor.context().close();

    // The administrator removes the comment with a statement of reasons.
    const admin = await newPage(browser, width);
    await signInThroughApi(admin, 'admin@demo.fr');
    await admin.goto('/admin/moderation');
    await admin.getByRole('heading', { name: m.queue.statsTitle }).waitFor();
    const item = admin.getByRole('article', { name: `${m.kinds.articleComment} — ${authorName}` });
    await item.getByText(text).first().waitFor();
    await shot(admin, `queue-${width}`);
    await item.getByLabel(m.actions.remove).check();
    await item.getByRole('button', { name: m.queue.submit }).click();
    await item.getByText(m.errors.groundRequired).waitFor();
    await item.getByLabel(m.queue.ground).selectOption({ label: m.grounds.respect });
    await item.getByLabel(m.queue.facts).fill(facts);
    await item.getByRole('button', { name: m.queue.submit }).click();
    await toastWith(admin, m.queue.decided).waitFor();
    await expect.poll(() => item.count()).toBe(0);

    // The author receives the statement of reasons and contests it, once.
    await author.goto('/notifications');
    await author
      .getByText(fill(m.notifications.decisionForMember, { action: m.actions.remove }))
      .first()
      .click();
    await author.getByRole('heading', { level: 1, name: m.decision.title }).waitFor();
    await author.getByText(facts).waitFor();
    await shot(author, `decision-${width}`);
    await author
      .getByLabel(m.decision.contestLabel)
      .fill('Je citais une réplique de film, sans viser personne.');
    await author.getByRole('button', { name: m.decision.contestSubmit }).click();
    await author.getByText(m.decision.contestSent).waitFor();
    await expect.poll(() => author.getByRole('button', { name: m.decision.contestSubmit }).count()).toBe(0);

    // The reporter hears of the outcome; the comment reads 'Contenu retiré par la modération'.
    await reporter.goto('/notifications');
    await reporter
      .getByText(
        fill(m.notifications.outcomeForReporter, {
          kind: m.kinds.articleComment.toLowerCase(),
          action: m.actions.remove.toLowerCase(),
        }),
      )
      .first()
      .waitFor();
    await reporter.goto(`/magazine/${articleId}`);
    await reporter.getByText(m.removedContent).first().waitFor();
    expect(await reporter.getByText(text).count()).toBe(0);
    await reporter.locator('li', { hasText: m.removedContent }).first().scrollIntoViewIfNeeded();
    await shot(reporter, `removed-comment-${width}`, false);

    // The contest is back in the queue, as an appeal.
    await admin.goto('/admin/moderation');
    await admin
      .getByRole('article', { name: `${m.kinds.articleComment} — ${authorName}` })
      .getByText(m.queue.appeal)
      .first()
      .waitFor();
    await shot(admin, `queue-appeal-${width}`);
    await Promise.all([admin.context().close(), author.context().close(), reporter.context().close()]);
  }, 240_000);

  it('a suspended member, refused at sign-in, opens the decision by its link and contests it once', async () => {
    const tag = randomUUID().slice(0, 6);
    const email = `suspendu-${tag}@membre.test`;
    const password = 'motdepasse-solide';
    const member = await newPage(browser, width);
    const signedUp = await member.request.post('/api/auth/sign-up/email', {
      data: { name: `Faux Profil ${tag}`, email, password, confirmPassword: password },
      headers: { origin: baseUrl() },
    });
    expect(signedUp.status()).toBe(200);
    const memberId: string = (await signedUp.json()).user.id;
    await member.context().clearCookies();

    // A member reports the profile; the administrator suspends the account for 7 days.
    const reporter = await newPage(browser, width);
    await registerMember(reporter, `Témoin ${tag}`);
    const reported = await reporter.request.post('/api/reports', {
      data: {
        target: { kind: 'profile', id: memberId },
        category: 'impersonation',
        explanation: 'Ce profil reprend le nom et les photos d’une comédienne connue.',
        location: `/talents/${memberId}`,
      },
      headers: { origin: baseUrl() },
    });
    expect(reported.status()).toBe(201);
    const admin = await newPage(browser, width);
    await signInThroughApi(admin, 'admin@demo.fr');
    const suspensionFacts = `Usurpation d’identité constatée ${tag} (règle 3 des conditions).`;
    const decided = await admin.request.post(
      `/api/admin/reports/${(await reported.json()).report.id}/decision`,
      {
        data: { action: 'suspend', suspension: '7d', ground: 'identity', facts: suspensionFacts },
        headers: { origin: baseUrl() },
      },
    );
    expect(decided.status()).toBe(201);

    // The sign-in is refused, with the link to the decision.
    await member.goto('/login');
    await field(member, messages.auth.emailLabel).fill(email);
    await field(member, messages.auth.passwordLabel).fill(password);
    await member.getByRole('button', { name: messages.auth.loginButton, exact: true }).click();
    await member.getByText(messages.auth.accountSuspended).waitFor();
    await shot(member, `suspended-sign-in-${width}`, false);
    await member.getByRole('link', { name: messages.auth.suspendedDecisionLink }).click();
    await member.getByRole('heading', { level: 1, name: m.decision.title }).waitFor();
    await member.getByText(suspensionFacts).waitFor();
    await member.getByText(m.suspensions['7d'], { exact: false }).first().waitFor();
    await shot(member, `decision-suspended-${width}`);
    // The administrator has the queue open: the contest appears there live, without a reload.
    await admin.goto('/admin/moderation');
    await admin.getByRole('heading', { name: m.queue.statsTitle }).waitFor();
    await member.getByLabel(m.decision.contestLabel).fill('Je suis bien cette personne et peux le prouver.');
    await member.getByRole('button', { name: m.decision.contestSubmit }).click();
    await member.getByText(m.decision.contestSent).waitFor();
    await expect.poll(() => member.getByRole('button', { name: m.decision.contestSubmit }).count()).toBe(0);
    // Still without a session: the contest goes to the queue as an appeal.
    await admin
      .getByRole('article', { name: `${m.kinds.profile} — Faux Profil ${tag}` })
      .getByText(m.queue.appeal)
      .first()
      .waitFor();
    await Promise.all([admin.context().close(), member.context().close(), reporter.context().close()]);
  }, 240_000);
});
