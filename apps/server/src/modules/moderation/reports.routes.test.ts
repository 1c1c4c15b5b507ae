import { reportsMessages as m } from '@plateau/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  articleComments,
  moderationDecisions,
  notifications,
  reports,
  users,
} from '../../db/schema';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildArticle, buildComment } from '../../test/magazine-factories';
import { buildProject, buildTask, buildTaskComment } from '../../test/project-factories';
import { decisionBody, fileReport, reportBody } from '../../test/report-factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
type Signed = Awaited<ReturnType<typeof buildSignedInUser>>;
let alice: Signed;
let bruno: Signed;
let admin: Signed;
let admin2: Signed;
let articleId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  [alice, bruno, admin, admin2] = await Promise.all([
    buildSignedInUser(ctx, { fullName: 'Alice Autrice' }),
    buildSignedInUser(ctx, { fullName: 'Bruno Signaleur' }),
    buildSignedInUser(ctx, { fullName: 'Admin Un', role: 'admin' }),
    buildSignedInUser(ctx, { fullName: 'Admin Deux', role: 'admin' }),
  ]);
  articleId = (await buildArticle(ctx.db)).id;
});

const commentOfAlice = (content = 'Un commentaire blessant envers Bruno') =>
  buildComment(ctx.db, { articleId, userId: alice.user.id, content });
const post = (payload: unknown, cookie?: string) =>
  ctx.request({ method: 'POST', url: '/api/reports', cookie, payload: payload as Record<string, unknown> });
const decide = (reportId: string, payload: unknown, cookie = admin.cookie) =>
  ctx.request({
    method: 'POST',
    url: `/api/admin/reports/${reportId}/decision`,
    cookie,
    payload: payload as Record<string, unknown>,
  });
const reportsOf = (targetId: string) => ctx.db.select().from(reports).where(eq(reports.targetId, targetId));

describe('POST /api/reports', () => {
  it('stores a member’s report with the content as it was, and mails the receipt', async () => {
    const comment = await commentOfAlice();
    const answer = await post(reportBody('articleComment', comment.id), bruno.cookie);
    expect(answer.statusCode).toBe(201);
    const [row] = await reportsOf(comment.id);
    expect(row).toMatchObject({
      reporterId: bruno.user.id,
      ownerId: alice.user.id,
      category: 'harassment',
      status: 'open',
      snapshot: { text: 'Un commentaire blessant envers Bruno' },
    });
    await ctx.mailDelivered();
    const mail = ctx.outbox.find((sent) => sent.to === bruno.user.email);
    expect(mail?.text).toContain(m.form.received);
  });

  it('refuses a second report of the same content by the same member (409), nothing added', async () => {
    const comment = await commentOfAlice();
    await fileReport(ctx, bruno.cookie, 'articleComment', comment.id);
    const again = await post(reportBody('articleComment', comment.id), bruno.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.errors.alreadyReported);
    expect(await reportsOf(comment.id)).toHaveLength(1);
  });

  it('refuses one’s own content, a missing explanation or location, and illegal content without the declaration', async () => {
    const comment = await commentOfAlice();
    const own = await post(reportBody('articleComment', comment.id), alice.cookie);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(m.errors.ownContent);
    const short = await post(
      reportBody('articleComment', comment.id, { explanation: 'trop court' }),
      bruno.cookie,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(m.errors.explanationRequired);
    const noLocation = await post(reportBody('articleComment', comment.id, { location: ' ' }), bruno.cookie);
    expect(noLocation.statusCode).toBe(400);
    expect(noLocation.json().error.message).toBe(m.errors.locationRequired);
    const illegal = await post(
      reportBody('articleComment', comment.id, { category: 'illegal' }),
      bruno.cookie,
    );
    expect(illegal.statusCode).toBe(400);
    expect(illegal.json().error.message).toBe(m.errors.goodFaithRequired);
    expect(await reportsOf(comment.id)).toHaveLength(0);
  });

  it('takes a visitor’s report of a public project from its address, with name and e-mail', async () => {
    const project = await buildProject(ctx.db, { userId: alice.user.id, description: 'Casting douteux' });
    const body = {
      category: 'spam',
      explanation: 'Ce projet demande de payer pour passer une audition.',
      location: `http://localhost:3000/projets/${project.id}`,
      reporterName: 'Visiteur Vigilant',
      reporterEmail: 'visiteur@exemple.fr',
    };
    expect((await post({ ...body, reporterEmail: undefined })).statusCode).toBe(400);
    const answer = await post(body);
    expect(answer.statusCode).toBe(201);
    const [row] = await reportsOf(project.id);
    expect(row).toMatchObject({ targetKind: 'project', reporterId: null, reporterName: 'Visiteur Vigilant' });
    expect((await post(body)).statusCode).toBe(409);
    const unknown = await post({ ...body, location: 'https://ailleurs.fr/page' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(m.errors.addressUnknown);
  });

  it('hides members-only content from a visitor (404) and refuses a member with an unconfirmed e-mail', async () => {
    const comment = await commentOfAlice();
    const visitor = await post({
      ...reportBody('articleComment', comment.id),
      reporterName: 'Visiteur',
      reporterEmail: 'v@exemple.fr',
    });
    expect(visitor.statusCode).toBe(404);
    const unconfirmed = await buildSignedInUser(ctx, { emailVerified: false });
    expect((await post(reportBody('articleComment', comment.id), unconfirmed.cookie)).statusCode).toBe(403);
    expect(await reportsOf(comment.id)).toHaveLength(0);
  });
});

describe('the moderation queue', () => {
  it('groups the open reports by content, with counts, for administrators only', async () => {
    const comment = await commentOfAlice();
    const third = await buildSignedInUser(ctx);
    await fileReport(ctx, bruno.cookie, 'articleComment', comment.id);
    await fileReport(ctx, third.cookie, 'articleComment', comment.id, { category: 'spam' });
    const queue = await ctx.request({
      method: 'GET',
      url: '/api/admin/reports?sort=mostReported',
      cookie: admin.cookie,
    });
    expect(queue.statusCode).toBe(200);
    const item = queue
      .json()
      .open.find((entry: { target: { id: string } }) => entry.target.id === comment.id);
    expect(item).toMatchObject({ count: 2, kind: 'report', target: { ownerName: 'Alice Autrice' } });
    expect(queue.json().stats.byCategory.length).toBeGreaterThan(0);
    const member = await ctx.request({ method: 'GET', url: '/api/admin/reports', cookie: bruno.cookie });
    expect(member.statusCode).toBe(403);
    expect(member.json().error.message).toBe(m.errors.adminOnly);
  });

  it('removes the comment with a statement of reasons; the author and the reporter hear of it; one contest goes back to the queue', async () => {
    const comment = await commentOfAlice('Texte insultant à retirer');
    const reportId = await fileReport(ctx, bruno.cookie, 'articleComment', comment.id);

    const noReasons = await decide(reportId, { action: 'remove', ground: 'respect', facts: '' });
    expect(noReasons.statusCode).toBe(400);
    expect(noReasons.json().error.message).toBe(m.errors.factsRequired);
    const byMember = await decide(reportId, decisionBody('remove'), bruno.cookie);
    expect(byMember.statusCode).toBe(403);
    expect((await reportsOf(comment.id))[0]?.status).toBe('open');

    const decided = await decide(reportId, decisionBody('remove'));
    expect(decided.statusCode).toBe(201);
    const decisionId = decided.json().decision.id;
    const [stored] = await ctx.db.select().from(articleComments).where(eq(articleComments.id, comment.id));
    expect(stored?.content).toBe(m.removedContent);
    expect(stored?.moderatedAt).not.toBeNull();
    const listed = await ctx.request({
      method: 'GET',
      url: `/api/articles/${articleId}/comments`,
      cookie: bruno.cookie,
    });
    expect(listed.json().items.find((c: { id: string }) => c.id === comment.id)?.content).toBe(
      m.removedContent,
    );
    expect((await decide(reportId, decisionBody('remove'))).statusCode).toBe(409);

    const authorNotes = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, alice.user.id), eq(notifications.relatedId, decisionId)));
    expect(authorNotes).toHaveLength(1);
    await ctx.mailDelivered();
    expect(
      ctx.outbox.some((sent) => sent.to === alice.user.email && sent.text.includes(decisionBody().facts)),
    ).toBe(true);
    expect(
      ctx.outbox.some((sent) => sent.to === bruno.user.email && sent.subject === m.mail.outcomeSubject),
    ).toBe(true);
    const [log] = await ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, decisionId));
    expect(log?.action).toBe('moderation.decide');

    const view = await ctx.request({
      method: 'GET',
      url: `/api/moderation/decisions/${decisionId}`,
      cookie: alice.cookie,
    });
    expect(view.json().decision).toMatchObject({ action: 'remove', abilities: { contest: true } });
    expect(
      (
        await ctx.request({
          method: 'GET',
          url: `/api/moderation/decisions/${decisionId}`,
          cookie: bruno.cookie,
        })
      ).statusCode,
    ).toBe(404);

    const contestUrl = `/api/moderation/decisions/${decisionId}/contest`;
    const text = { text: 'Je citais un dialogue de mon scénario, pas une insulte.' };
    const contested = await ctx.request({
      method: 'POST',
      url: contestUrl,
      cookie: alice.cookie,
      payload: text,
    });
    expect(contested.statusCode).toBe(201);
    const again = await ctx.request({ method: 'POST', url: contestUrl, cookie: alice.cookie, payload: text });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.errors.alreadyContested);

    const appeal = (await reportsOf(comment.id)).find((row) => row.kind === 'appeal');
    expect(appeal?.status).toBe('open');
    // The administrator who decided does not decide the contest; the other one does, and reverses it.
    const sameAdmin = await decide(appeal?.id ?? '', decisionBody('none'));
    expect(sameAdmin.statusCode).toBe(403);
    expect(sameAdmin.json().error.message).toBe(m.errors.appealOtherAdmin);
    const reversed = await decide(appeal?.id ?? '', decisionBody('none'), admin2.cookie);
    expect(reversed.statusCode).toBe(201);
    const [restored] = await ctx.db.select().from(articleComments).where(eq(articleComments.id, comment.id));
    expect(restored?.content).toBe('Texte insultant à retirer');
    expect(restored?.moderatedAt).toBeNull();
  });

  it('suspends the account for 7 days and ends its sessions', async () => {
    const target = await buildSignedInUser(ctx, { fullName: 'Membre Suspendu' });
    const reportId = await fileReport(ctx, bruno.cookie, 'profile', target.user.id, {
      category: 'impersonation',
    });
    const answer = await decide(reportId, { ...decisionBody('suspend'), ground: 'identity' });
    expect(answer.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, target.user.id));
    expect(row?.banned).toBe(true);
    expect(row?.banExpires?.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    expect(
      (await ctx.request({ method: 'GET', url: '/api/notifications', cookie: target.cookie })).statusCode,
    ).toBe(401);
    const [decision] = await ctx.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.id, answer.json().decision.id));
    expect(decision?.suspension).toBe('7d');
  });

  it('lets an administrator remove a task comment directly, with the statement of reasons', async () => {
    const project = await buildProject(ctx.db, { userId: alice.user.id });
    const task = await buildTask(ctx.db, { projectId: project.id });
    const comment = await buildTaskComment(ctx.db, {
      taskId: task.id,
      userId: alice.user.id,
      content: 'Spam',
    });
    const body = {
      kind: 'taskComment',
      id: comment.id,
      ground: 'spam',
      facts: 'Publicité répétée sans rapport avec la tâche.',
    };
    const byMember = await ctx.request({
      method: 'POST',
      url: '/api/admin/moderation/removals',
      cookie: bruno.cookie,
      payload: body,
    });
    expect(byMember.statusCode).toBe(403);
    const noFacts = await ctx.request({
      method: 'POST',
      url: '/api/admin/moderation/removals',
      cookie: admin.cookie,
      payload: { ...body, facts: '' },
    });
    expect(noFacts.statusCode).toBe(400);
    const answer = await ctx.request({
      method: 'POST',
      url: '/api/admin/moderation/removals',
      cookie: admin.cookie,
      payload: body,
    });
    expect(answer.statusCode).toBe(201);
    const comments = await ctx.request({
      method: 'GET',
      url: `/api/tasks/${task.id}/comments`,
      cookie: alice.cookie,
    });
    expect(comments.json().items[0].content).toBe(m.removedContent);
    const twice = await ctx.request({
      method: 'POST',
      url: '/api/admin/moderation/removals',
      cookie: admin.cookie,
      payload: body,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('answers 404 in French for an unknown report or decision', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const answer = await decide(missing, decisionBody());
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error.message).toBe(m.errors.reportNotFound);
    const other = await buildUser(ctx.db);
    expect(other.id).toBeTruthy();
  });
});
