import { adminMessages, reportsMessages as m, messages } from '@plateau/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, moderationDecisions, notifications, reports, sessions, users } from '../../db/schema';
import { buildSignedInUser, defaultPassword } from '../../test/factories';
import { decisionBody, fileReport } from '../../test/report-factories';
import { createTestApp, type TestContext } from '../../test/test-app';

// The 'Utilisateurs' page's suspension is a moderation decision (issue 31, DSA art. 17): a statement of reasons
// the member receives and may contest, counted by the transparency figures.

let ctx: TestContext;
type Signed = Awaited<ReturnType<typeof buildSignedInUser>>;
let admin: Signed;
let admin2: Signed;
let bruno: Signed;
const e = adminMessages.errors;

beforeAll(async () => {
  ctx = await createTestApp();
  [admin, admin2, bruno] = await Promise.all([
    buildSignedInUser(ctx, { fullName: 'Ada Suspendeuse', role: 'admin' }),
    buildSignedInUser(ctx, { fullName: 'Alex Second Admin', role: 'admin' }),
    buildSignedInUser(ctx, { fullName: 'Bruno Signaleur' }),
  ]);
}, 120_000);
afterAll(async () => {
  await ctx.app.close();
});

const statement = {
  suspension: '30d',
  ground: 'spam',
  facts: 'Envoi de dizaines de messages publicitaires identiques à des membres inconnus.',
} as const;

const suspend = (who: Signed, id: string, body: Record<string, unknown>) =>
  ctx.request({
    method: 'PUT',
    url: `/api/admin/users/${id}/suspension`,
    cookie: who.cookie,
    payload: body,
  });
const memberRow = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
const decisionsOf = (id: string) =>
  ctx.db.select().from(moderationDecisions).where(eq(moderationDecisions.ownerId, id));
const logOf = (id: string) => ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));
const sessionsOf = (id: string) => ctx.db.select().from(sessions).where(eq(sessions.userId, id));
const stats = async () => {
  const answer = await ctx.request({ method: 'GET', url: '/api/admin/reports', cookie: admin.cookie });
  expect(answer.statusCode).toBe(200);
  return answer.json() as {
    stats: { byAction: { action: string; count: number }[] };
    open: { id: string; kind: string; target: { id: string }; canDecide: boolean }[];
    decided: { decision: { id: string } }[];
  };
};
const suspendCount = async () =>
  (await stats()).stats.byAction.find((row) => row.action === 'suspend')?.count ?? 0;

/** The signed link `/moderation/decisions/<id>?jeton=<token>` of the statement of reasons mailed to `email`. */
async function mailedDecision(email: string, decisionId: string) {
  await ctx.mailDelivered();
  const mail = ctx.outbox.findLast((sent) => sent.to === email && sent.text.includes(decisionId));
  if (!mail) throw new Error('exposé des motifs non envoyé');
  const match = mail.text.match(/\/moderation\/decisions\/([0-9a-f-]{36})\?jeton=([\w-]+)/);
  if (!match?.[2]) throw new Error('lien de la décision absent de l’e-mail');
  return { mail, token: match[2] };
}

describe('suspending from the Utilisateurs page (issue 31)', () => {
  it('refuses a suspension without its duration or statement of reasons, in French, changing nothing', async () => {
    const target = await buildSignedInUser(ctx, { fullName: 'Sans Motifs' });
    const refusals: [Record<string, unknown>, string][] = [
      [{ suspended: true }, m.errors.suspensionRequired],
      [{ suspended: true, suspension: '30d', ground: 'spam' }, m.errors.factsRequired],
      [{ ...statement, suspended: true, facts: 'Trop court.' }, m.errors.factsRequired],
      [{ ...statement, suspended: true, ground: undefined }, m.errors.groundRequired],
      [{ ...statement, suspended: true, ground: 'noBreach' }, m.errors.noBreachWithAction],
      [{ ...statement, suspended: true, suspension: '1an' }, m.errors.suspensionRequired],
      [{ ...statement }, e.suspensionChoice],
    ];
    for (const [body, message] of refusals) {
      const answer = await suspend(admin, target.user.id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.message, JSON.stringify(body)).toBe(message);
    }
    expect((await memberRow(target.user.id))?.banned).toBe(false);
    expect(await decisionsOf(target.user.id)).toEqual([]);
    expect(await logOf(target.user.id)).toEqual([]);
    expect(await sessionsOf(target.user.id)).not.toEqual([]);
    const notified = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, target.user.id));
    expect(notified).toEqual([]);
  });

  it('records a decision with its statement of reasons, notifies and mails the member, counts it', async () => {
    const target = await buildSignedInUser(ctx, { fullName: 'Sam Spammeur' });
    const before = await suspendCount();
    const answer = await suspend(admin, target.user.id, { suspended: true, ...statement });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().user.suspended).toBe(true);

    // The account: suspended for 30 days, its sessions closed.
    const row = await memberRow(target.user.id);
    expect(row?.banned).toBe(true);
    const days = ((row?.banExpires?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    expect(await sessionsOf(target.user.id)).toEqual([]);

    // The decision: about the member's profile, no report, the statement of reasons as given.
    const [decision, ...others] = await decisionsOf(target.user.id);
    expect(others).toEqual([]);
    expect(decision).toMatchObject({
      targetKind: 'profile',
      targetId: target.user.id,
      decidedBy: admin.user.id,
      action: 'suspend',
      suspension: '30d',
      ground: 'spam',
      facts: statement.facts,
      appealOf: null,
      firstReportedAt: null,
    });
    if (!decision) throw new Error('décision absente');
    expect(decision.suspendedUntil?.getTime()).toBe(row?.banExpires?.getTime());

    // One line in the history, on the member, naming the decision.
    const log = await logOf(target.user.id);
    expect(log.map((entry) => entry.action)).toEqual(['user.suspend']);
    expect(log[0]?.details).toMatchObject({ name: 'Sam Spammeur', decisionId: decision.id, ground: 'spam' });

    // The member's notification and e-mail, with the contest button's signed link.
    const [notice] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, target.user.id), eq(notifications.type, 'moderation')));
    expect(notice?.relatedId).toBe(decision.id);
    expect(notice?.content).toContain(m.actions.suspend);
    const { mail, token } = await mailedDecision(target.user.email, decision.id);
    expect(mail.subject).toBe(m.mail.decisionSubject);
    expect(mail.text).toContain(statement.facts);
    expect(mail.text).toContain(m.grounds.spam);
    expect(mail.text).toContain(m.mail.decisionContest);
    expect(mail.html).toContain(m.decision.contest);

    // The sign-in refusal carries the same link.
    const signIn = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: target.user.email, password: defaultPassword },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error.message).toBe(messages.auth.accountSuspended);
    expect(signIn.json().error.link).toBe(`/moderation/decisions/${decision.id}?jeton=${token}`);

    // The transparency figures and the 'Traités' tab of /admin/moderation count it.
    expect(await suspendCount()).toBe(before + 1);
    expect((await stats()).decided.map((item) => item.decision.id)).toContain(decision.id);

    // Twice: 409, still one decision.
    const again = await suspend(admin, target.user.id, { suspended: true, ...statement });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(e.alreadySuspended);
    expect(await decisionsOf(target.user.id)).toHaveLength(1);
  });

  it('is contested once, by the signed link, and another administrator lifts it', async () => {
    const target = await buildSignedInUser(ctx, { fullName: 'Carla Contestataire' });
    expect((await suspend(admin, target.user.id, { suspended: true, ...statement })).statusCode).toBe(200);
    const [decision] = await decisionsOf(target.user.id);
    if (!decision) throw new Error('décision absente');
    const { token } = await mailedDecision(target.user.email, decision.id);

    const url = `/api/moderation/decisions/${decision.id}`;
    const opened = await ctx.request({ method: 'GET', url: `${url}?token=${token}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().decision).toMatchObject({
      action: 'suspend',
      suspension: '30d',
      ground: 'spam',
      facts: statement.facts,
      abilities: { contest: true },
    });
    const text = 'Ces messages répondaient à des annonces de tournage : je peux le montrer.';
    const contested = await ctx.request({
      method: 'POST',
      url: `${url}/contest?token=${token}`,
      payload: { text },
    });
    expect(contested.statusCode).toBe(201);
    expect(contested.json().decision).toMatchObject({ contestText: text, abilities: { contest: false } });
    const twice = await ctx.request({
      method: 'POST',
      url: `${url}/contest?token=${token}`,
      payload: { text: `${text} Encore.` },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(m.errors.alreadyContested);

    // The contest is in the queue; the administrator who suspended does not decide it, another one does.
    const item = (await stats()).open.find(
      (open) => open.kind === 'appeal' && open.target.id === target.user.id,
    );
    expect(item?.canDecide).toBe(false);
    if (!item) throw new Error('contestation absente de la file');
    const refused = await ctx.request({
      method: 'POST',
      url: `/api/admin/reports/${item.id}/decision`,
      cookie: admin.cookie,
      payload: decisionBody('none'),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(m.errors.appealOtherAdmin);
    const lifted = await ctx.request({
      method: 'POST',
      url: `/api/admin/reports/${item.id}/decision`,
      cookie: admin2.cookie,
      payload: decisionBody('none'),
    });
    expect(lifted.statusCode).toBe(201);
    expect((await memberRow(target.user.id))?.banned).toBe(false);
    const signIn = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: target.user.email, password: defaultPassword },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('closes the open reports of the profile and tells their reporters', async () => {
    const target = await buildSignedInUser(ctx, { fullName: 'Profil Signalé' });
    const reportId = await fileReport(ctx, bruno.cookie, 'profile', target.user.id, { category: 'spam' });
    expect((await suspend(admin, target.user.id, { suspended: true, ...statement })).statusCode).toBe(200);
    const [decision] = await decisionsOf(target.user.id);
    const [report] = await ctx.db.select().from(reports).where(eq(reports.id, reportId));
    expect(report).toMatchObject({ status: 'decided', decisionId: decision?.id });
    expect(decision?.firstReportedAt?.getTime()).toBe(report?.createdAt.getTime());
    expect((await stats()).open.some((open) => open.id === reportId)).toBe(false);
    await ctx.mailDelivered();
    expect(
      ctx.outbox.some((sent) => sent.to === bruno.user.email && sent.subject === m.mail.outcomeSubject),
    ).toBe(true);
  });

  it('keeps the rule of spec 2 §6: not oneself, an administrator but not the last one', async () => {
    const self = await suspend(admin, admin.user.id, { suspended: true, ...statement });
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe(e.notYourself);
    expect((await memberRow(admin.user.id))?.banned).toBe(false);
    expect(await decisionsOf(admin.user.id)).toEqual([]);
    const missing = await suspend(admin, '00000000-0000-4000-8000-000000000000', {
      suspended: true,
      ...statement,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(e.userNotFound);

    const third = await buildSignedInUser(ctx, { fullName: 'Tom Troisième Admin', role: 'admin' });
    const asAdmin = await suspend(admin, third.user.id, { suspended: true, ...statement });
    expect(asAdmin.statusCode).toBe(200);
    expect(await decisionsOf(third.user.id)).toHaveLength(1);
  });

  it('reactivates as before: no decision, one line in the history', async () => {
    const target = await buildSignedInUser(ctx, { fullName: 'Rita Réactivée' });
    expect((await suspend(admin, target.user.id, { suspended: true, ...statement })).statusCode).toBe(200);
    const back = await suspend(admin, target.user.id, { suspended: false });
    expect(back.statusCode).toBe(200);
    expect(back.json().user.suspended).toBe(false);
    expect(await decisionsOf(target.user.id)).toHaveLength(1);
    expect((await logOf(target.user.id)).map((entry) => entry.action).sort()).toEqual([
      'user.reactivate',
      'user.suspend',
    ]);
    const twice = await suspend(admin, target.user.id, { suspended: false });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(e.notSuspended);
  });
});
