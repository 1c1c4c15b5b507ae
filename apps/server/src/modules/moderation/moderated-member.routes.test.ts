import { reportsMessages as m, messages } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  articleComments,
  moderationDecisions,
  portfolioItems,
  projects,
  reports,
  users,
} from '../../db/schema';
import { buildSignedInUser, defaultPassword } from '../../test/factories';
import { buildArticle, buildComment } from '../../test/magazine-factories';
import { buildProject } from '../../test/project-factories';
import { decisionBody, fileReport } from '../../test/report-factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
type Signed = Awaited<ReturnType<typeof buildSignedInUser>>;
let bruno: Signed;
let admin: Signed;
let admin2: Signed;

beforeAll(async () => {
  ctx = await createTestApp();
  [bruno, admin, admin2] = await Promise.all([
    buildSignedInUser(ctx, { fullName: 'Bruno Signaleur' }),
    buildSignedInUser(ctx, { fullName: 'Admin Un', role: 'admin' }),
    buildSignedInUser(ctx, { fullName: 'Admin Deux', role: 'admin' }),
  ]);
}, 120_000);

const decide = async (reportId: string, body: Record<string, unknown>) => {
  const answer = await ctx.request({
    method: 'POST',
    url: `/api/admin/reports/${reportId}/decision`,
    cookie: admin.cookie,
    payload: body,
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().decision.id as string;
};

/** The signed path `/moderation/decisions/<id>?jeton=<token>` in the statement of reasons mailed to `email`. */
async function mailedDecisionLink(email: string, decisionId: string) {
  await ctx.mailDelivered();
  const mail = ctx.outbox.findLast((sent) => sent.to === email && sent.text.includes(decisionId));
  const match = mail?.text.match(/\/moderation\/decisions\/([0-9a-f-]{36})\?jeton=([\w-]+)/);
  if (!match?.[2]) throw new Error('lien de la décision absent de l’e-mail');
  return { id: match[1] ?? '', token: match[2] };
}

describe('a suspended member reads and contests the decision without a session (issue 31)', () => {
  it('opens the statement of reasons by the signed link of its e-mail and of the sign-in refusal, contests once', async () => {
    const target = await buildSignedInUser(ctx, { fullName: 'Membre Suspendu' });
    const reportId = await fileReport(ctx, bruno.cookie, 'profile', target.user.id, {
      category: 'impersonation',
    });
    const decisionId = await decide(reportId, { ...decisionBody('suspend'), ground: 'identity' });
    const link = await mailedDecisionLink(target.user.email, decisionId);
    expect(link.id).toBe(decisionId);
    const url = `/api/moderation/decisions/${decisionId}`;

    // Without a session: the link opens it; without the link, 401; a wrong link, 404 as an unknown decision.
    const opened = await ctx.request({ method: 'GET', url: `${url}?token=${link.token}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().decision).toMatchObject({
      action: 'suspend',
      suspension: '7d',
      abilities: { contest: true },
    });
    const noLink = await ctx.request({ method: 'GET', url });
    expect(noLink.statusCode).toBe(401);
    expect(noLink.json().error.message).toBe(messages.api.unauthorized);
    const forged = await ctx.request({ method: 'GET', url: `${url}?token=${'a'.repeat(43)}` });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().error.message).toBe(m.errors.decisionNotFound);
    // The link names this decision only: another member's session does not open it either.
    const other = await ctx.request({ method: 'GET', url, cookie: bruno.cookie });
    expect(other.statusCode).toBe(404);

    // The sign-in of the suspended account: refused, with the signed link once the password is right.
    const signIn = (password: string) =>
      ctx.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: target.user.email, password },
      });
    const refused = await signIn(defaultPassword);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(messages.auth.accountSuspended);
    expect(refused.json().error.link).toBe(`/moderation/decisions/${decisionId}?jeton=${link.token}`);
    expect(refused.headers['set-cookie']).toBeUndefined();
    const wrongPassword = await signIn('pas-le-bon-mot-de-passe');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().error.link).toBeUndefined();

    // The contest, by the link; a second one is refused in French and changes nothing.
    const contestUrl = `${url}/contest?token=${link.token}`;
    const text = { text: 'Ce profil est bien le mien : je peux envoyer une pièce d’identité.' };
    const tooShort = await ctx.request({ method: 'POST', url: contestUrl, payload: { text: 'Non.' } });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error.message).toBe(m.errors.contestRequired);
    const noLinkContest = await ctx.request({ method: 'POST', url: `${url}/contest`, payload: text });
    expect(noLinkContest.statusCode).toBe(401);
    const contested = await ctx.request({ method: 'POST', url: contestUrl, payload: text });
    expect(contested.statusCode).toBe(201);
    expect(contested.json().decision).toMatchObject({
      contestText: text.text,
      abilities: { contest: false },
    });
    const again = await ctx.request({
      method: 'POST',
      url: contestUrl,
      payload: { text: 'Une seconde contestation, plus longue encore.' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.errors.alreadyContested);
    const [stored] = await ctx.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.id, decisionId));
    expect(stored?.contestText).toBe(text.text);
    const appeals = (await ctx.db.select().from(reports).where(eq(reports.appealOf, decisionId))).filter(
      (row) => row.kind === 'appeal',
    );
    expect(appeals).toHaveLength(1);
    expect(appeals[0]).toMatchObject({ status: 'open', reporterId: target.user.id });

    // Another administrator lifts the suspension: the member signs in again.
    const lifted = await ctx.request({
      method: 'POST',
      url: `/api/admin/reports/${appeals[0]?.id}/decision`,
      cookie: admin2.cookie,
      payload: decisionBody('none'),
    });
    expect(lifted.statusCode).toBe(201);
    const [member] = await ctx.db.select().from(users).where(eq(users.id, target.user.id));
    expect(member?.banned).toBe(false);
    expect((await signIn(defaultPassword)).statusCode).toBe(200);
  });
});

describe('content removed by the moderation cannot be edited back by its author (issue 31)', () => {
  async function removeByDecision(kind: 'profile' | 'portfolio' | 'project', id: string) {
    const reportId = await fileReport(ctx, bruno.cookie, kind, id, { category: 'inappropriate' });
    await decide(reportId, decisionBody('remove'));
  }

  it('refuses a new presentation on a profile whose presentation was removed; other fields still change', async () => {
    const author = await buildSignedInUser(ctx, { bio: 'Une présentation injurieuse' });
    await removeByDecision('profile', author.user.id);
    const patch = (payload: Record<string, unknown>) =>
      ctx.request({ method: 'PATCH', url: '/api/me/profile', cookie: author.cookie, payload });
    const rewrite = await patch({ bio: 'Une présentation injurieuse', location: 'Lyon' });
    expect(rewrite.statusCode).toBe(409);
    expect(rewrite.json().error.message).toBe(m.errors.removedLocked);
    const [unchanged] = await ctx.db.select().from(users).where(eq(users.id, author.user.id));
    expect(unchanged?.bio).toBe(m.removedContent);
    expect(unchanged?.location).not.toBe('Lyon');
    // The form sends the removed text back as it is, with another field changed: that is no rewrite.
    const other = await patch({ bio: m.removedContent, location: 'Lyon' });
    expect(other.statusCode).toBe(200);
    expect(other.json().bio).toBe(m.removedContent);
  });

  it('refuses any edit of a removed portfolio item', async () => {
    const author = await buildSignedInUser(ctx);
    const created = await ctx.request({
      method: 'POST',
      url: '/api/portfolio',
      cookie: author.cookie,
      payload: { title: 'Réalisation choquante', description: 'Une description à retirer' },
    });
    expect(created.statusCode).toBe(201);
    const itemId = created.json().id as string;
    await removeByDecision('portfolio', itemId);
    const edit = await ctx.request({
      method: 'PATCH',
      url: `/api/portfolio/${itemId}`,
      cookie: author.cookie,
      payload: { title: 'Réalisation choquante' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe(m.errors.removedLocked);
    const [row] = await ctx.db.select().from(portfolioItems).where(eq(portfolioItems.id, itemId));
    expect(row?.title).toBe(m.removedContent);
  });

  it('refuses a new description on a project (or influencer project) whose description was removed', async () => {
    const author = await buildSignedInUser(ctx);
    const project = await buildProject(ctx.db, {
      userId: author.user.id,
      description: 'Annonce frauduleuse',
    });
    await removeByDecision('project', project.id);
    const edit = (payload: Record<string, unknown>) =>
      ctx.request({ method: 'PATCH', url: `/api/projects/${project.id}`, cookie: author.cookie, payload });
    const rewrite = await edit({ description: 'Annonce frauduleuse, encore' });
    expect(rewrite.statusCode).toBe(409);
    expect(rewrite.json().error.message).toBe(m.errors.removedLocked);
    const [row] = await ctx.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row?.description).toBe(m.removedContent);
    expect((await edit({ title: 'Un autre titre' })).statusCode).toBe(200);
  });

  it('leaves comments and messages without an edit route: their removed text stays', async () => {
    const author = await buildSignedInUser(ctx);
    const article = await buildArticle(ctx.db);
    const comment = await buildComment(ctx.db, { articleId: article.id, userId: author.user.id });
    const reportId = await fileReport(ctx, bruno.cookie, 'articleComment', comment.id);
    await decide(reportId, decisionBody('remove'));
    const edit = await ctx.request({
      method: 'PATCH',
      url: `/api/articles/${article.id}/comments/${comment.id}`,
      cookie: author.cookie,
      payload: { content: 'Le texte remis' },
    });
    expect(edit.statusCode).toBe(404);
    const [row] = await ctx.db.select().from(articleComments).where(eq(articleComments.id, comment.id));
    expect(row?.content).toBe(m.removedContent);
  });
});

describe('the member’s data export holds their moderation (issue 31)', () => {
  it('lists the reports they made, the decisions concerning them with the statement of reasons, and their contests', async () => {
    const author = await buildSignedInUser(ctx, { fullName: 'Auteur Exporté' });
    const article = await buildArticle(ctx.db);
    const comment = await buildComment(ctx.db, {
      articleId: article.id,
      userId: author.user.id,
      content: 'Commentaire exporté',
    });
    const reportId = await fileReport(ctx, bruno.cookie, 'articleComment', comment.id);
    const decisionId = await decide(reportId, decisionBody('remove'));
    const contest = await ctx.request({
      method: 'POST',
      url: `/api/moderation/decisions/${decisionId}/contest`,
      cookie: author.cookie,
      payload: { text: 'Je conteste : c’était une citation de mon scénario.' },
    });
    expect(contest.statusCode).toBe(201);

    const exportOf = async (cookie: string) => {
      const answer = await ctx.request({ method: 'GET', url: '/api/me/export', cookie });
      expect(answer.statusCode).toBe(200);
      return JSON.parse(answer.body);
    };
    const authorData = await exportOf(author.cookie);
    expect(authorData.moderationDecisions).toEqual([
      expect.objectContaining({
        id: decisionId,
        action: m.actions.remove,
        statementOfReasons: { ground: m.grounds.respect, facts: decisionBody().facts },
        contentAsItWas: expect.objectContaining({ text: 'Commentaire exporté' }),
      }),
    ]);
    expect(authorData.moderationContests).toEqual([
      expect.objectContaining({ decisionId, text: 'Je conteste : c’était une citation de mon scénario.' }),
    ]);
    const reporterData = await exportOf(bruno.cookie);
    expect(reporterData.reportsMade).toContainEqual(
      expect.objectContaining({
        id: reportId,
        category: m.categories.harassment,
        outcome: m.actions.remove,
      }),
    );
    expect(JSON.stringify(reporterData.moderationDecisions)).not.toContain(decisionId);
  });
});
