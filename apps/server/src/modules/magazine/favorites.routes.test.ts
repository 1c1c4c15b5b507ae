import { apiMessages, magazineMessages as mm } from '@plateau/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userFavoriteArticles } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { buildArticle, buildFavorite } from '../../test/magazine-factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

const missingId = '00000000-0000-4000-8000-000000000000';
const favoritesOf = (userId: string, articleId?: string) =>
  ctx.db
    .select()
    .from(userFavoriteArticles)
    .where(
      and(
        eq(userFavoriteArticles.userId, userId),
        articleId ? eq(userFavoriteArticles.articleId, articleId) : undefined,
      ),
    );
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string) =>
  ctx.request({ method, url, cookie });

describe('POST /api/articles/:id/favorite', () => {
  it('saves a published article; the article then says it is a favourite', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const article = await buildArticle(ctx.db);
    const response = await call('POST', `/api/articles/${article.id}/favorite`, cookie);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ articleId: article.id, isFavorite: true });
    expect(await favoritesOf(user.id, article.id)).toHaveLength(1);
    const detail = await call('GET', `/api/articles/${article.id}`, cookie);
    expect(detail.json().article.isFavorite).toBe(true);
  });

  it('refuses to save the same article twice with 409, keeping one entry', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const article = await buildArticle(ctx.db);
    await call('POST', `/api/articles/${article.id}/favorite`, cookie);
    const again = await call('POST', `/api/articles/${article.id}/favorite`, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'conflict', message: mm.alreadyFavorite });
    expect(await favoritesOf(user.id, article.id)).toHaveLength(1);
  });

  it('refuses a missing or unpublished article with 404, saving nothing', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const draft = await buildArticle(ctx.db, { isPublished: false });
    for (const id of [missingId, draft.id, 'pas-un-id']) {
      const response = await call('POST', `/api/articles/${id}/favorite`, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'not_found', message: mm.notFound });
    }
    expect(await favoritesOf(user.id)).toHaveLength(0);
  });

  it('refuses a visitor with 401', async () => {
    const article = await buildArticle(ctx.db);
    expect((await call('POST', `/api/articles/${article.id}/favorite`)).statusCode).toBe(401);
  });
});

describe('GET /api/articles/favorites', () => {
  it('lists my saved published articles, newest saved first, with their authors', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const stranger = await buildSignedInUser(ctx);
    const first = await buildArticle(ctx.db, { authorId: stranger.user.id });
    const second = await buildArticle(ctx.db);
    const unpublished = await buildArticle(ctx.db, { isPublished: false });
    await buildFavorite(ctx.db, {
      userId: user.id,
      articleId: first.id,
      createdAt: new Date(Date.now() - 60_000),
    });
    await buildFavorite(ctx.db, { userId: user.id, articleId: second.id });
    await buildFavorite(ctx.db, { userId: user.id, articleId: unpublished.id });
    await buildFavorite(ctx.db, { userId: stranger.user.id, articleId: second.id });

    const response = await call('GET', '/api/articles/favorites', cookie);
    expect(response.statusCode).toBe(200);
    const { items, nextCursor } = response.json();
    expect(items.map((f: { article: { id: string } }) => f.article.id)).toEqual([second.id, first.id]);
    expect(nextCursor).toBeNull();
    expect(items[1].article.author).toMatchObject({ id: stranger.user.id });
    expect(response.body).not.toContain(stranger.user.email);
  });

  it('pages with a cursor', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    for (let i = 0; i < 3; i += 1) {
      const article = await buildArticle(ctx.db);
      await buildFavorite(ctx.db, { userId: user.id, articleId: article.id });
    }
    const page1 = (await call('GET', '/api/articles/favorites?limit=2', cookie)).json();
    expect(page1.items).toHaveLength(2);
    const page2 = (
      await call('GET', `/api/articles/favorites?limit=2&cursor=${page1.nextCursor}`, cookie)
    ).json();
    expect(page2.items).toHaveLength(1);
    expect(page2.nextCursor).toBeNull();
  });

  it('refuses a bad cursor with 400 and a visitor with 401', async () => {
    const { cookie } = await buildSignedInUser(ctx);
    const bad = await call('GET', '/api/articles/favorites?cursor=abc', cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(apiMessages.invalidCursor);
    expect((await call('GET', '/api/articles/favorites')).statusCode).toBe(401);
  });
});

describe('DELETE /api/articles/:id/favorite', () => {
  it('removes the article from my favourites only', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const stranger = await buildSignedInUser(ctx);
    const article = await buildArticle(ctx.db);
    await buildFavorite(ctx.db, { userId: user.id, articleId: article.id });
    await buildFavorite(ctx.db, { userId: stranger.user.id, articleId: article.id });
    const response = await call('DELETE', `/api/articles/${article.id}/favorite`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ articleId: article.id, isFavorite: false });
    expect(await favoritesOf(user.id, article.id)).toHaveLength(0);
    expect(await favoritesOf(stranger.user.id, article.id)).toHaveLength(1);
  });

  it('answers 404 when the article is not in my favourites, and 401 for a visitor', async () => {
    const { cookie } = await buildSignedInUser(ctx);
    const article = await buildArticle(ctx.db);
    for (const id of [article.id, missingId, 'pas-un-id']) {
      const response = await call('DELETE', `/api/articles/${id}/favorite`, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(mm.notFavorite);
    }
    expect((await call('DELETE', `/api/articles/${article.id}/favorite`)).statusCode).toBe(401);
  });
});
