import { articleRoom, defaultEmailPreferences, magazineMessages as mm } from '@plateau/shared';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  articleComments,
  notificationEmailPreferences,
  notifications,
  userFavoriteArticles,
  users,
} from '../../db/schema';
import { jobsSchema } from '../../jobs/job-queue';
import { selectRows } from '../../lib/raw-query';
import { buildBlock } from '../../test/block-factories';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildArticle, buildComment, buildFavorite } from '../../test/magazine-factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let member: Awaited<ReturnType<typeof buildSignedInUser>>;
let other: Awaited<ReturnType<typeof buildSignedInUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  member = await buildSignedInUser(ctx, { fullName: 'Camille Commentaire', profession: 'Monteuse' });
  other = await buildSignedInUser(ctx, { fullName: 'Hugo Autre' });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const missingId = '00000000-0000-4000-8000-000000000000';
const commentsOf = (articleId: string) =>
  ctx.db.select().from(articleComments).where(eq(articleComments.articleId, articleId));
const post = (articleId: string, payload: unknown, cookie: string | null = member.cookie) =>
  ctx.request({
    method: 'POST',
    url: `/api/articles/${articleId}/comments`,
    payload: payload as Record<string, unknown>,
    cookie: cookie ?? undefined,
  });
const remove = (articleId: string, commentId: string, cookie: string | null = member.cookie) =>
  ctx.request({
    method: 'DELETE',
    url: `/api/articles/${articleId}/comments/${commentId}`,
    cookie: cookie ?? undefined,
  });

describe('GET /api/articles/:id/comments', () => {
  it('lists comments oldest first, with authors (no e-mail) and the delete ability of the author only', async () => {
    const article = await buildArticle(ctx.db);
    const first = await buildComment(ctx.db, {
      articleId: article.id,
      userId: other.user.id,
      createdAt: new Date(Date.now() - 60_000),
    });
    const second = await buildComment(ctx.db, { articleId: article.id, userId: member.user.id });
    const response = await ctx.request({
      method: 'GET',
      url: `/api/articles/${article.id}/comments`,
      cookie: member.cookie,
    });
    expect(response.statusCode).toBe(200);
    const { items, nextCursor, total } = response.json();
    expect(items.map((c: { id: string }) => c.id)).toEqual([first.id, second.id]);
    expect(nextCursor).toBeNull();
    expect(total).toBe(2);
    expect(items[0]).toMatchObject({
      author: { id: other.user.id, fullName: 'Hugo Autre' },
      abilities: { delete: false },
    });
    expect(items[1]).toMatchObject({
      author: { id: member.user.id, fullName: 'Camille Commentaire', profession: 'Monteuse' },
      abilities: { delete: true },
    });
    expect(response.body).not.toContain(other.user.email);
  });

  it('pages with a cursor', async () => {
    const article = await buildArticle(ctx.db);
    const at = new Date();
    for (let i = 0; i < 5; i += 1)
      await buildComment(ctx.db, { articleId: article.id, userId: other.user.id, createdAt: at });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const response = await ctx.request({
        method: 'GET',
        url: `/api/articles/${article.id}/comments?limit=2${query}`,
        cookie: member.cookie,
      });
      seen.push(...response.json().items.map((c: { id: string }) => c.id));
      cursor = response.json().nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(5);
  });

  it('answers 404 on an unpublished or missing article and 401 for a visitor', async () => {
    const draft = await buildArticle(ctx.db, { isPublished: false });
    for (const id of [draft.id, missingId]) {
      const response = await ctx.request({
        method: 'GET',
        url: `/api/articles/${id}/comments`,
        cookie: member.cookie,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(mm.notFound);
    }
    expect((await ctx.request({ method: 'GET', url: `/api/articles/${draft.id}/comments` })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/articles/:id/comments', () => {
  it('adds a trimmed comment, answers it with its author and tells the article room', async () => {
    const article = await buildArticle(ctx.db);
    const publish = vi.spyOn(ctx.app.realtime, 'publish');
    const response = await post(article.id, { content: '  Très bel article !  ' });
    expect(response.statusCode).toBe(201);
    const { comment } = response.json();
    expect(comment).toMatchObject({
      articleId: article.id,
      content: 'Très bel article !',
      author: { id: member.user.id, fullName: 'Camille Commentaire' },
      abilities: { delete: true },
    });
    expect(await commentsOf(article.id)).toHaveLength(1);
    expect(publish).toHaveBeenCalledWith(articleRoom(article.id), {
      type: 'comment.changed',
      articleId: article.id,
      commentId: comment.id,
    });
  });

  it('keeps a script as plain text (the web renders it as text)', async () => {
    const article = await buildArticle(ctx.db);
    const content = '<script>alert("pirate")</script><img src=x onerror=alert(1)>';
    const response = await post(article.id, { content });
    expect(response.statusCode).toBe(201);
    expect(response.json().comment.content).toBe(content);
  });

  it('accepts 2,000 characters', async () => {
    const article = await buildArticle(ctx.db);
    expect((await post(article.id, { content: 'a'.repeat(2000) })).statusCode).toBe(201);
  });

  it.each([
    [{ content: '' }, mm.commentRequired],
    [{ content: '   \n\t ' }, mm.commentRequired],
    [{}, mm.commentRequired],
    [{ content: 42 }, mm.commentRequired],
    [{ content: 'a'.repeat(2001) }, 'Le commentaire doit contenir au plus 2000 caractères'],
  ])('refuses %o with a French message and adds nothing', async (payload, message) => {
    const article = await buildArticle(ctx.db);
    const publish = vi.spyOn(ctx.app.realtime, 'publish');
    const response = await post(article.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation', message });
    expect(await commentsOf(article.id)).toHaveLength(0);
    expect(publish).not.toHaveBeenCalled();
  });

  it('refuses a comment on an unpublished or missing article with 404, adding nothing', async () => {
    const draft = await buildArticle(ctx.db, { isPublished: false });
    const response = await post(draft.id, { content: 'Bonjour' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'not_found', message: mm.notFound });
    expect(await commentsOf(draft.id)).toHaveLength(0);
    expect((await post(missingId, { content: 'Bonjour' })).statusCode).toBe(404);
  });

  it('refuses a visitor with 401 before validating, adding nothing', async () => {
    const article = await buildArticle(ctx.db);
    expect((await post(article.id, { content: 'Bonjour' }, null)).statusCode).toBe(401);
    expect((await post(article.id, { content: '' }, null)).statusCode).toBe(401);
    expect(await commentsOf(article.id)).toHaveLength(0);
  });
});

describe('DELETE /api/articles/:id/comments/:commentId', () => {
  it('lets the author delete their comment and tells the article room', async () => {
    const article = await buildArticle(ctx.db);
    const comment = await buildComment(ctx.db, { articleId: article.id, userId: member.user.id });
    const publish = vi.spyOn(ctx.app.realtime, 'publish');
    const response = await remove(article.id, comment.id);
    expect(response.statusCode).toBe(204);
    expect(await commentsOf(article.id)).toHaveLength(0);
    expect(publish).toHaveBeenCalledWith(articleRoom(article.id), {
      type: 'comment.changed',
      articleId: article.id,
      commentId: comment.id,
    });
  });

  it("refuses to delete someone else's comment with 403, changing nothing", async () => {
    const article = await buildArticle(ctx.db);
    const comment = await buildComment(ctx.db, { articleId: article.id, userId: other.user.id });
    const response = await remove(article.id, comment.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: 'forbidden', message: mm.commentDeleteForbidden });
    expect(await commentsOf(article.id)).toHaveLength(1);
  });

  it('answers 404 for a missing comment, a comment of another article, or an unpublished article', async () => {
    const article = await buildArticle(ctx.db);
    const elsewhere = await buildArticle(ctx.db);
    const comment = await buildComment(ctx.db, { articleId: elsewhere.id, userId: member.user.id });
    for (const [articleId, commentId] of [
      [article.id, missingId],
      [article.id, 'pas-un-id'],
      [article.id, comment.id],
    ] as const) {
      const response = await remove(articleId, commentId);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(mm.commentNotFound);
    }
    const draft = await buildArticle(ctx.db, { isPublished: false });
    const onDraft = await buildComment(ctx.db, { articleId: draft.id, userId: member.user.id });
    expect((await remove(draft.id, onDraft.id)).statusCode).toBe(404);
    expect(await commentsOf(elsewhere.id)).toHaveLength(1);
    expect(await commentsOf(draft.id)).toHaveLength(1);
  });

  it('refuses a visitor with 401', async () => {
    const article = await buildArticle(ctx.db);
    const comment = await buildComment(ctx.db, { articleId: article.id, userId: member.user.id });
    expect((await remove(article.id, comment.id, null)).statusCode).toBe(401);
    expect(await commentsOf(article.id)).toHaveLength(1);
  });
});

describe('the members who follow a discussion (issue 30, Magazine et commentaires)', () => {
  const noticesAbout = (articleId: string) =>
    ctx.db
      .select({ userId: notifications.userId, content: notifications.content, read: notifications.read })
      .from(notifications)
      .where(eq(notifications.relatedId, articleId));

  it('tells those who commented on the article or saved it, once until they come back, and not the blocked', async () => {
    const author = await buildSignedInUser(ctx, { fullName: 'Karim Haddad' });
    const second = await buildSignedInUser(ctx, { fullName: 'Hugo Second' });
    const article = await buildArticle(ctx.db, { title: 'Étalonner un court-métrage' });
    const commenter = await buildUser(ctx.db, { fullName: 'Léa Dubois' });
    const saver = await buildUser(ctx.db, { fullName: 'Julien Moreau' });
    const blocked = await buildUser(ctx.db, { fullName: 'Bruno Petit' });
    const blocker = await buildUser(ctx.db, { fullName: 'Chloé Bernard' });
    const suspended = await buildUser(ctx.db, { banned: true });
    const bystander = await buildUser(ctx.db);
    await buildComment(ctx.db, { articleId: article.id, userId: commenter.id });
    await buildFavorite(ctx.db, { userId: saver.id, articleId: article.id });
    await buildComment(ctx.db, { articleId: article.id, userId: blocked.id });
    await buildFavorite(ctx.db, { userId: blocker.id, articleId: article.id });
    await buildFavorite(ctx.db, { userId: suspended.id, articleId: article.id });
    await buildBlock(ctx.db, author.user.id, blocked.id);
    await buildBlock(ctx.db, blocker.id, author.user.id);

    expect((await post(article.id, { content: 'Merci pour les scopes.' }, author.cookie)).statusCode).toBe(
      201,
    );
    const notices = await noticesAbout(article.id);
    expect(notices.map((notice) => notice.userId).sort()).toEqual([commenter.id, saver.id].sort());
    expect(notices[0]?.content).toBe('Karim Haddad a commenté l’article « Étalonner un court-métrage ».');
    expect(notices.some((notice) => notice.userId === bystander.id)).toBe(false);

    // A second comment while they are away: no second notice; the first commenter now follows too.
    expect((await post(article.id, { content: 'Et sur les LUT ?' }, second.cookie)).statusCode).toBe(201);
    const after = await noticesAbout(article.id);
    expect(after.filter((notice) => notice.userId === commenter.id)).toHaveLength(1);
    expect(after.filter((notice) => notice.userId === author.user.id)).toHaveLength(1);
    expect(after.some((notice) => notice.userId === second.user.id)).toBe(false);

    // Léa read it: the next comment is news again.
    await ctx.db.update(notifications).set({ read: true }).where(eq(notifications.userId, commenter.id));
    expect((await post(article.id, { content: 'Encore un mot.' }, author.cookie)).statusCode).toBe(201);
    const lea = (await noticesAbout(article.id)).filter((notice) => notice.userId === commenter.id);
    expect(lea).toHaveLength(2);
    expect(lea.filter((notice) => !notice.read)).toHaveLength(1);
  });

  it('tells 1,200 followers of a popular article in one answer, each once; e-mails only for those who want them at once', async () => {
    const article = await buildArticle(ctx.db, { title: 'Le son direct en extérieur' });
    const author = await buildSignedInUser(ctx, { fullName: 'Nadia Ferhat' });
    const followers = await ctx.db
      .insert(users)
      .values(
        Array.from({ length: 1200 }, (_, index) => ({
          fullName: `Abonnée ${index}`,
          email: `abonnee-${index}-${article.id}@membre.test`,
          emailVerified: true,
        })),
      )
      .returning({ id: users.id });
    await ctx.db
      .insert(userFavoriteArticles)
      .values(followers.map((follower) => ({ userId: follower.id, articleId: article.id })));
    // Three of them chose 'Immédiat' for the magazine; the others keep the weekly summary.
    const atOnce = followers.slice(0, 3).map((follower) => follower.id);
    await ctx.db
      .insert(notificationEmailPreferences)
      .values(
        atOnce.map((userId) => ({ userId, ...defaultEmailPreferences, magazine: 'immédiat' as const })),
      );

    expect((await post(article.id, { content: 'Bonnettes et perche.' }, author.cookie)).statusCode).toBe(201);
    const notices = await noticesAbout(article.id);
    expect(notices).toHaveLength(1200);
    expect(new Set(notices.map((notice) => notice.userId)).size).toBe(1200);
    expect(notices[0]?.content).toBe('Nadia Ferhat a commenté l’article « Le son direct en extérieur ».');
    const jobs = await selectRows<{ userId: string }>(
      ctx.db,
      sql`select n.user_id as "userId" from ${sql.raw(jobsSchema)}.job j
          join notifications n on n.id::text = j.data->>'id'
          where j.name = ${`${ctx.jobPrefix}notification-mail`} and n.related_id = ${article.id}`,
    );
    expect(jobs.map((job) => job.userId).sort()).toEqual([...atOnce].sort());
  });

  it('shows the notice on /notifications, with the comment type and a link to the article', async () => {
    const article = await buildArticle(ctx.db, { title: 'Droit à l’image' });
    const author = await buildSignedInUser(ctx, { fullName: 'Samuel Nguyen' });
    const reader = await buildSignedInUser(ctx, { fullName: 'Alice Moulin' });
    await buildFavorite(ctx.db, { userId: reader.user.id, articleId: article.id });
    expect((await post(article.id, { content: 'Appelez la mairie tôt.' }, author.cookie)).statusCode).toBe(
      201,
    );
    const response = await ctx.request({
      method: 'GET',
      url: '/api/notifications?type=comment',
      cookie: reader.cookie,
    });
    expect(response.statusCode).toBe(200);
    const [notice] = response.json().items;
    expect(notice).toMatchObject({
      type: 'comment',
      relatedId: article.id,
      content: 'Samuel Nguyen a commenté l’article « Droit à l’image ».',
      read: false,
    });
  });
});
