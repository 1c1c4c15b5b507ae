import { accountDeletionMessages as dm, fill, messages, notificationTexts } from '@plateau/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetLinksSent } from '../../auth/reset-request';
import { connections, notifications, portfolioItems, projectJoinRequests, users } from '../../db/schema';
import { buildSignedInUser, buildUser, defaultPassword, signIn } from '../../test/factories';
import { buildArticle, buildComment } from '../../test/magazine-factories';
import { buildProject, buildProjectMember, buildTask, buildTaskComment } from '../../test/project-factories';
import { cookieFrom, createTestApp, type TestContext } from '../../test/test-app';
import { jpegImage, multipartBody } from '../../test/test-images';
import { purgeDeletedAccounts } from './account.service';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

const day = 86_400_000;

const deleteAccount = (cookie: string) =>
  ctx.request({ method: 'POST', url: '/api/me/deletion', cookie, payload: { password: defaultPassword } });
const signInAnswer = (email: string, password = defaultPassword) =>
  ctx.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
const reactivate = (email: string, password = defaultPassword) =>
  ctx.request({ method: 'POST', url: '/api/auth/reactivate', payload: { email, password } });
const get = (url: string, cookie: string) => ctx.request({ method: 'GET', url, cookie });
const deletedAtOf = async (id: string) =>
  (await ctx.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, id)))[0]?.deletedAt;
const upload = async (cookie: string, kind: 'avatar' | 'portfolio') => {
  const answer = await ctx.request({
    method: 'POST',
    url: `/api/uploads?kind=${kind}`,
    cookie,
    ...multipartBody(await jpegImage()),
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().url as string;
};

const neutral = { fullName: dm.deletedMember, avatarUrl: null, profession: null, deleted: true };

describe('deleting an account removes the member from view', () => {
  it('shows their comments, messages and notifications as Utilisateur supprimé, and brings them back on reactivation', async () => {
    const leaving = await buildSignedInUser(ctx, { fullName: 'Zoé Départ', profession: 'Scripte' });
    const reader = await buildSignedInUser(ctx);
    const article = await buildArticle(ctx.db);
    const comment = await buildComment(ctx.db, { articleId: article.id, userId: leaving.user.id });
    const project = await buildProject(ctx.db, { userId: reader.user.id });
    await buildProjectMember(ctx.db, { projectId: project.id, userId: leaving.user.id });
    const task = await buildTask(ctx.db, { projectId: project.id, assignedTo: leaving.user.id });
    await buildTaskComment(ctx.db, { taskId: task.id, userId: leaving.user.id, content: 'Prise 3 validée' });
    const sent = await ctx.request({
      method: 'POST',
      url: `/api/conversations/${reader.user.id}/messages`,
      cookie: leaving.cookie,
      payload: { content: 'Bonjour !' },
    });
    expect(sent.statusCode).toBe(201);

    expect((await deleteAccount(leaving.cookie)).statusCode).toBe(204);

    const comments = await get(`/api/articles/${article.id}/comments`, reader.cookie);
    expect(comments.json().items.find((c: { id: string }) => c.id === comment.id).author).toEqual({
      id: leaving.user.id,
      ...neutral,
    });
    const thread = await get(`/api/tasks/${task.id}/comments`, reader.cookie);
    expect(thread.json().items).toHaveLength(1);
    expect(thread.json().items[0].user).toEqual({
      id: null,
      fullName: dm.deletedMember,
      avatarUrl: null,
      deleted: true,
    });
    const conversations = await get('/api/conversations', reader.cookie);
    const conversation = conversations.json().items.find((c: { id: string }) => c.id === leaving.user.id);
    expect(conversation.otherUser).toEqual({ id: leaving.user.id, ...neutral });
    const inbox = await get('/api/notifications', reader.cookie);
    const texts = inbox.json().items.map((n: { content: string }) => n.content);
    expect(texts.join(' ')).not.toContain('Zoé Départ');
    expect(texts).toContain(fill(notificationTexts.message, { name: dm.deletedMember }));
    expect((await get(`/api/users/${leaving.user.id}`, reader.cookie)).statusCode).toBe(404);

    // Reactivation brings everything back as it was.
    const back = await reactivate(leaving.user.email);
    expect(back.statusCode).toBe(200);
    expect(await deletedAtOf(leaving.user.id)).toBeNull();
    const me = await get('/api/me', cookieFrom(back));
    expect(me.json().user).toMatchObject({ id: leaving.user.id, fullName: 'Zoé Départ' });
    const again = await get(`/api/articles/${article.id}/comments`, reader.cookie);
    expect(again.json().items.find((c: { id: string }) => c.id === comment.id).author).toMatchObject({
      fullName: 'Zoé Départ',
      profession: 'Scripte',
      deleted: false,
    });
    const inboxAgain = await get('/api/notifications', reader.cookie);
    expect(inboxAgain.json().items.map((n: { content: string }) => n.content)).toContain(
      fill(notificationTexts.message, { name: 'Zoé Départ' }),
    );
    expect((await get(`/api/users/${leaving.user.id}`, reader.cookie)).statusCode).toBe(200);
  });

  it('removes the avatar and portfolio files from storage at once', async () => {
    const leaving = await buildSignedInUser(ctx);
    const avatar = await upload(leaving.cookie, 'avatar');
    await ctx.request({
      method: 'PATCH',
      url: '/api/me/profile',
      cookie: leaving.cookie,
      payload: { avatarUrl: avatar },
    });
    const image = await upload(leaving.cookie, 'portfolio');
    await ctx.db.insert(portfolioItems).values({ userId: leaving.user.id, title: 'Clip', imageUrl: image });
    expect((await ctx.request({ method: 'GET', url: avatar })).statusCode).toBe(200);

    expect((await deleteAccount(leaving.cookie)).statusCode).toBe(204);

    expect((await ctx.request({ method: 'GET', url: avatar })).statusCode).toBe(404);
    expect((await ctx.request({ method: 'GET', url: image })).statusCode).toBe(404);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, leaving.user.id));
    expect(row?.avatarUrl).toBeNull();
    const items = await ctx.db
      .select()
      .from(portfolioItems)
      .where(eq(portfolioItems.userId, leaving.user.id));
    expect(items).toEqual([expect.objectContaining({ title: 'Clip', imageUrl: null })]);
  });

  it('withdraws pending connection and join requests with their notifications, keeps the rest', async () => {
    const leaving = await buildSignedInUser(ctx, { fullName: 'Yann Partant' });
    const friend = await buildSignedInUser(ctx);
    const owner = await buildSignedInUser(ctx);
    const project = await buildProject(ctx.db, { userId: owner.user.id });
    const asked = await ctx.request({
      method: 'POST',
      url: '/api/connections',
      cookie: leaving.cookie,
      payload: { userId: friend.user.id },
    });
    expect(asked.statusCode).toBe(201);
    const joined = await ctx.request({
      method: 'POST',
      url: `/api/projects/${project.id}/join-requests`,
      cookie: leaving.cookie,
      payload: { role: 'Monteur' },
    });
    expect(joined.statusCode).toBe(201);
    const noticesOf = (userId: string) =>
      ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(await noticesOf(friend.user.id)).toHaveLength(1);
    expect(await noticesOf(owner.user.id)).toHaveLength(1);

    expect((await deleteAccount(leaving.cookie)).statusCode).toBe(204);

    expect(
      await ctx.db.select().from(connections).where(eq(connections.userId, leaving.user.id)),
    ).toHaveLength(0);
    expect(
      await ctx.db.select().from(projectJoinRequests).where(eq(projectJoinRequests.userId, leaving.user.id)),
    ).toHaveLength(0);
    expect(await noticesOf(friend.user.id)).toHaveLength(0);
    expect(await noticesOf(owner.user.id)).toHaveLength(0);
    const received = await get('/api/connections?tab=received', friend.cookie);
    expect(JSON.stringify(received.json())).not.toContain('Yann');
  });
});

describe('the 30-day grace period', () => {
  it('answers the right password with the purge day and Réactiver, a wrong one as usual, and changes nothing', async () => {
    const leaving = await buildSignedInUser(ctx);
    expect((await deleteAccount(leaving.cookie)).statusCode).toBe(204);
    const deletedAt = await deletedAtOf(leaving.user.id);

    const right = await signInAnswer(leaving.user.email);
    expect(right.statusCode).toBe(409);
    expect(right.json().error.code).toBe('account_pending_deletion');
    expect(right.json().error.message).toMatch(
      /en cours de suppression : il sera effacé définitivement le \d+ \S+ \d{4}/,
    );
    expect(right.headers['set-cookie']).toBeUndefined();

    const wrong = await signInAnswer(leaving.user.email, 'pas-le-bon-mot');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(messages.auth.invalidCredentials);
    const wrongReactivation = await reactivate(leaving.user.email, 'pas-le-bon-mot');
    expect(wrongReactivation.statusCode).toBe(401);
    expect(wrongReactivation.json().error.message).toBe(messages.auth.invalidCredentials);
    expect(await deletedAtOf(leaving.user.id)).toEqual(deletedAt);
  });

  it('refuses reactivation after the grace period and once purged, in French', async () => {
    const late = await buildUser(ctx.db, { deletedAt: new Date(Date.now() - 31 * day) });
    const refused = await reactivate(late.email);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().error).toEqual({ code: 'account_purged', message: dm.graceOver });
    expect((await signInAnswer(late.email)).json().error.message).toBe(dm.graceOver);
    expect(await deletedAtOf(late.id)).not.toBeNull();

    await purgeDeletedAccounts(ctx.app);
    expect(await deletedAtOf(late.id)).toBeUndefined();
    const purged = await reactivate(late.email);
    expect(purged.statusCode).toBe(410);
    expect(purged.json().error.message).toBe(dm.graceOver);

    const active = await buildUser(ctx.db);
    const notDeleted = await reactivate(active.email);
    expect(notDeleted.statusCode).toBe(409);
    expect(notDeleted.json().error.message).toBe(dm.notDeleted);
  });

  it('mails how to reactivate instead of a reset link, and refuses a new sign-up with the address', async () => {
    const leaving = await buildSignedInUser(ctx, { fullName: 'Lou Absente' });
    expect((await deleteAccount(leaving.cookie)).statusCode).toBe(204);
    const asked = await ctx.request({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: leaving.user.email },
    });
    expect(asked.statusCode).toBe(200);
    await resetLinksSent(ctx.app);
    await ctx.mailDelivered();
    const mails = ctx.outbox.filter((mail) => mail.to === leaving.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(dm.mailSubject);
    expect(mails[0]?.text).toContain(dm.mailHowTo);
    expect(mails[0]?.text).toContain('http://localhost:3000/login');
    expect(mails[0]?.text).not.toContain('update-password');

    const signUp = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: 'Quelqu’un',
        email: leaving.user.email,
        password: 'un-autre-mot-de-passe-long',
        confirmPassword: 'un-autre-mot-de-passe-long',
      },
    });
    expect(signUp.statusCode).toBe(409);
    expect(signUp.json().error).toMatchObject({
      code: 'account_pending_deletion',
      message: dm.signUpPending,
    });
  });

  it('still purges accounts after 30 days, not those within them', async () => {
    const old = await buildUser(ctx.db, { deletedAt: new Date(Date.now() - 30 * day - 60_000) });
    const recent = await buildUser(ctx.db, { deletedAt: new Date(Date.now() - 29 * day) });
    await purgeDeletedAccounts(ctx.app);
    expect(await deletedAtOf(old.id)).toBeUndefined();
    expect(await deletedAtOf(recent.id)).not.toBeNull();
    expect((await reactivate(recent.email)).statusCode).toBe(200);
    expect(await signIn(ctx, recent.email)).toContain('session_token');
  });

  it('keeps no notification of a purged member', async () => {
    const gone = await buildSignedInUser(ctx);
    const reader = await buildSignedInUser(ctx);
    await ctx.request({
      method: 'POST',
      url: `/api/conversations/${reader.user.id}/messages`,
      cookie: gone.cookie,
      payload: { content: 'Salut' },
    });
    await ctx.db
      .update(users)
      .set({ deletedAt: new Date(Date.now() - 31 * day) })
      .where(eq(users.id, gone.user.id));
    await purgeDeletedAccounts(ctx.app);
    expect(
      await ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, reader.user.id), eq(notifications.relatedId, gone.user.id))),
    ).toHaveLength(0);
  });
});
