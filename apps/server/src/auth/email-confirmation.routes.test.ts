import { messages } from '@plateau/shared';
import { signJWT } from 'better-auth/crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleComments,
  connections,
  influencerApplications,
  messages as messageRows,
  projectJoinRequests,
  projects,
  taskComments,
  users,
} from '../db/schema';
import { buildSignedInUser, buildUser, defaultPassword, uniqueEmail } from '../test/factories';
import {
  influencerApplicationBody,
  influencerWizardBody,
  publishInfluencerProject,
} from '../test/influencer-factories';
import { buildArticle } from '../test/magazine-factories';
import { buildProject, buildProjectMember, buildTask } from '../test/project-factories';
import { cookieFrom, createTestApp, type TestContext } from '../test/test-app';

const am = messages.account;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

const signUp = (email: string, context: TestContext = ctx) =>
  context.request({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: 'Nouvelle Venue', email, password: defaultPassword, confirmPassword: defaultPassword },
  });
const confirm = (token: unknown, cookie?: string, context: TestContext = ctx) =>
  context.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token }, cookie });
const resend = (cookie?: string) =>
  ctx.request({ method: 'POST', url: '/api/auth/send-verification-email', cookie });
const me = (cookie: string, context: TestContext = ctx) =>
  context.request({ method: 'GET', url: '/api/me', cookie }).then((answer) => answer.json());

/** The token of the newest confirmation link mailed to an address, once the queued mail is delivered. */
async function confirmationToken(email: string, context: TestContext = ctx): Promise<string | null> {
  await context.mailDelivered();
  const mail = context.outbox.findLast(
    (sent) => sent.to === email && sent.text.includes('/confirmer-email?token='),
  );
  const match = mail?.text.match(/\/confirmer-email\?token=([\w%.-]+)/);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
const confirmationsTo = async (email: string) => {
  await ctx.mailDelivered();
  return ctx.outbox.filter((sent) => sent.to === email && sent.subject === messages.mail.confirmSubject)
    .length;
};

describe('registration and the confirmation link (issue 29)', () => {
  it('signs the new member in at once, unconfirmed, and mails a 24-hour link to the confirmation page', async () => {
    const email = uniqueEmail('inscrite');
    const created = await signUp(email);
    expect(created.statusCode).toBe(200);
    const cookie = cookieFrom(created);
    expect((await me(cookie)).user).toMatchObject({ email, emailVerified: false });
    expect(await confirmationsTo(email)).toBe(1);
    const mail = ctx.outbox.findLast((sent) => sent.to === email);
    expect(mail?.text).toContain(`${ctx.config.publicUrl}/confirmer-email?token=`);
    expect(mail?.text).toContain(messages.mail.confirmValidity);
    expect(await confirmationToken(email)).not.toBeNull();
  });

  it('confirms with the link once: the member can then write; a second use is refused and changes nothing', async () => {
    const email = uniqueEmail('confirmee');
    const cookie = cookieFrom(await signUp(email));
    const other = await buildUser(ctx.db);
    const token = await confirmationToken(email);
    const refused = await ctx.request({
      method: 'POST',
      url: `/api/conversations/${other.id}/messages`,
      payload: { content: 'Bonjour' },
      cookie,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'email_not_confirmed', message: am.confirmFirst });

    const confirmed = await confirm(token, cookie);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toMatchObject({ email, emailVerified: true });
    expect((await me(cookie)).user.emailVerified).toBe(true);
    const sent = await ctx.request({
      method: 'POST',
      url: `/api/conversations/${other.id}/messages`,
      payload: { content: 'Bonjour' },
      cookie,
    });
    expect(sent.statusCode).toBe(201);

    const again = await confirm(token, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(am.linkUsed);
  });

  it('works from another browser (no session): the address is confirmed, the answer names nobody', async () => {
    const email = uniqueEmail('ailleurs');
    await signUp(email);
    const answer = await confirm(await confirmationToken(email));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ user: null, session: null });
    const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(true);
  });

  it('refuses an expired, a forged or a malformed link in French, and confirms nothing', async () => {
    const email = uniqueEmail('expiree');
    const cookie = cookieFrom(await signUp(email));
    const { id } = (await me(cookie)).user;
    const expired = await signJWT({ email, userId: id }, ctx.config.authSecret, -60);
    const forged = await signJWT({ email, userId: id }, 'pas-le-secret-du-serveur-pas-le-secret', 3600);
    const cases: [unknown, number, string][] = [
      [expired, 400, am.linkExpired],
      [forged, 400, am.linkInvalid],
      ['pas-un-jeton', 400, am.linkInvalid],
      ['', 400, am.linkInvalid],
      [42, 400, am.linkInvalid],
    ];
    for (const [token, status, message] of cases) {
      const answer = await confirm(token, cookie);
      expect(answer.statusCode, String(token)).toBe(status);
      expect(answer.json().error.message).toBe(message);
    }
    expect((await me(cookie)).user.emailVerified).toBe(false);
  });
});

describe('POST /api/auth/send-verification-email ("Renvoyer le lien")', () => {
  it('mails a new link, at most 3 times in 15 minutes (then 429 in French, no mail)', async () => {
    const email = uniqueEmail('renvoi');
    const cookie = cookieFrom(await signUp(email));
    for (let i = 0; i < 3; i++) expect((await resend(cookie)).statusCode).toBe(204);
    expect(await confirmationsTo(email)).toBe(4);
    const limited = await resend(cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(messages.api.tooManyRequests);
    expect(await confirmationsTo(email)).toBe(4);
    expect((await confirm(await confirmationToken(email), cookie)).statusCode).toBe(200);
  });

  it('answers 409 in French to a confirmed member and 401 to a visitor, mailing nothing', async () => {
    const member = await buildSignedInUser(ctx);
    const answer = await resend(member.cookie);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.message).toBe(am.alreadyConfirmed);
    expect((await resend()).statusCode).toBe(401);
    expect(await confirmationsTo(member.user.email)).toBe(0);
  });
});

describe('writes that reach other members wait for the confirmation', () => {
  type Table =
    | typeof messageRows
    | typeof connections
    | typeof articleComments
    | typeof projectJoinRequests
    | typeof projects
    | typeof influencerApplications
    | typeof taskComments;
  const countOf = async (table: Table) => {
    const [row] = await ctx.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };

  it('refuses every one with 403 and the French text, and stores nothing', async () => {
    const unconfirmed = await buildSignedInUser(ctx, { emailVerified: false });
    const owner = await buildSignedInUser(ctx);
    const project = await buildProject(ctx.db, { userId: owner.user.id, status: 'en cours' });
    await buildProjectMember(ctx.db, { projectId: project.id, userId: unconfirmed.user.id });
    const task = await buildTask(ctx.db, { projectId: project.id });
    const openProject = await buildProject(ctx.db, { userId: owner.user.id });
    const article = await buildArticle(ctx.db);
    const influencer = (await publishInfluencerProject(ctx, owner.cookie)).json().project;
    const writes: [string, string, unknown, Table][] = [
      ['POST', `/api/conversations/${owner.user.id}/messages`, { content: 'Bonjour' }, messageRows],
      ['POST', '/api/connections', { userId: owner.user.id }, connections],
      ['POST', `/api/articles/${article.id}/comments`, { content: 'Très juste.' }, articleComments],
      ['POST', `/api/tasks/${task.id}/comments`, { content: 'Vu.' }, taskComments],
      ['POST', `/api/projects/${openProject.id}/join-requests`, { role: 'cadreur' }, projectJoinRequests],
      [
        'POST',
        '/api/projects',
        { title: 'Nouveau film', description: 'Un tournage', category: 'Film' },
        projects,
      ],
      ['POST', '/api/influencer/projects', influencerWizardBody(), projects],
      [
        'POST',
        `/api/influencer/projects/${influencer.id}/roles/${influencer.roles[0].id}/applications`,
        influencerApplicationBody(),
        influencerApplications,
      ],
    ];
    for (const [method, url, payload, table] of writes) {
      const before = await countOf(table);
      const answer = await ctx.request({
        method: method as 'POST',
        url,
        payload: payload as Record<string, unknown>,
        cookie: unconfirmed.cookie,
      });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().error, url).toEqual({ code: 'email_not_confirmed', message: am.confirmFirst });
      expect(await countOf(table), url).toBe(before);
    }
  });

  it('leaves reading and editing one’s own profile open', async () => {
    const unconfirmed = await buildSignedInUser(ctx, { emailVerified: false });
    const read = await ctx.request({ method: 'GET', url: '/api/talents', cookie: unconfirmed.cookie });
    expect(read.statusCode).toBe(200);
    const edit = await ctx.request({
      method: 'PATCH',
      url: '/api/me/profile',
      payload: { location: 'Lyon' },
      cookie: unconfirmed.cookie,
    });
    expect(edit.statusCode).toBe(200);
  });
});

describe('the designated administrator address waits for the confirmation (issue 27, item 1)', () => {
  const signInAs = (context: TestContext, email: string) =>
    context.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: defaultPassword },
    });
  const roleOf = async (context: TestContext, email: string) => {
    const [row] = await context.db.select({ role: users.role }).from(users).where(eq(users.email, email));
    return row?.role;
  };

  it('is not promoted while unconfirmed; once confirmed, the next sign-in promotes it and tells it once', async () => {
    const adminEmail = uniqueEmail('direction');
    const adminCtx = await createTestApp({ adminEmail });
    await signUp(adminEmail, adminCtx);
    const early = await signInAs(adminCtx, adminEmail);
    expect(early.statusCode).toBe(200);
    expect(await roleOf(adminCtx, adminEmail)).toBe('user');
    expect((await me(cookieFrom(early), adminCtx)).adminPromoted).toBe(false);

    expect(
      (await confirm(await confirmationToken(adminEmail, adminCtx), undefined, adminCtx)).statusCode,
    ).toBe(200);
    const signedIn = await signInAs(adminCtx, adminEmail);
    expect(signedIn.statusCode).toBe(200);
    expect(await roleOf(adminCtx, adminEmail)).toBe('admin');
    const cookie = cookieFrom(signedIn);
    const first = await me(cookie, adminCtx);
    expect(first).toMatchObject({ adminPromoted: true, user: { role: 'admin' } });
    expect((await me(cookie, adminCtx)).adminPromoted).toBe(false);
    // The earlier session was not the one that promoted: no notice there.
    expect((await me(cookieFrom(early), adminCtx)).adminPromoted).toBe(false);
    await adminCtx.app.close();
  });
});
