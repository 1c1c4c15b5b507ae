import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { buildArticle, buildFavorite } from '../../test/magazine-factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

const uniqueWord = () =>
  `prog${Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('scheduled and draft articles stay hidden from members', () => {
  it('the feed, the article page, favourites and related articles show neither a draft nor a scheduled article', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const word = uniqueWord();
    const live = await buildArticle(ctx.db, { title: `En ligne ${word}`, publishDate: inDays(-1) });
    const scheduled = await buildArticle(ctx.db, {
      title: `Programmé ${word}`,
      publishDate: inDays(3),
      createdAt: inDays(-2),
    });
    const draft = await buildArticle(ctx.db, {
      title: `Brouillon ${word}`,
      isPublished: false,
      publishDate: null,
    });
    for (const article of [live, scheduled, draft])
      await buildFavorite(ctx.db, { userId: user.id, articleId: article.id });

    const feed = await ctx.request({ method: 'GET', url: `/api/articles?q=${word}`, cookie });
    expect(feed.statusCode).toBe(200);
    expect(ids(feed.json().items)).toEqual([live.id]);

    expect((await ctx.request({ method: 'GET', url: `/api/articles/${live.id}`, cookie })).statusCode).toBe(
      200,
    );
    expect(
      (await ctx.request({ method: 'GET', url: `/api/articles/${scheduled.id}`, cookie })).statusCode,
    ).toBe(404);
    expect((await ctx.request({ method: 'GET', url: `/api/articles/${draft.id}`, cookie })).statusCode).toBe(
      404,
    );
    const scheduledRelated = await ctx.request({
      method: 'GET',
      url: `/api/articles/${scheduled.id}/related`,
      cookie,
    });
    expect(scheduledRelated.statusCode).toBe(404);

    const favorites = await ctx.request({ method: 'GET', url: '/api/articles/favorites?limit=50', cookie });
    expect(favorites.json().items.map((f: { article: { id: string } }) => f.article.id)).toEqual([live.id]);

    const save = await ctx.request({ method: 'POST', url: `/api/articles/${scheduled.id}/favorite`, cookie });
    expect(save.statusCode).toBe(404);
  });

  it('related articles never list a scheduled article, even a newer one', async () => {
    const { cookie } = await buildSignedInUser(ctx);
    const article = await buildArticle(ctx.db);
    const scheduled = await buildArticle(ctx.db, {
      publishDate: inDays(1),
      createdAt: new Date(Date.now() + 7_200_000),
    });
    const response = await ctx.request({ method: 'GET', url: `/api/articles/${article.id}/related`, cookie });
    expect(response.statusCode).toBe(200);
    expect(ids(response.json().items)).not.toContain(scheduled.id);
  });

  it('an article whose publish date has passed shows in the feed', async () => {
    const { cookie } = await buildSignedInUser(ctx);
    const word = uniqueWord();
    const due = await buildArticle(ctx.db, { title: word, publishDate: new Date(Date.now() - 1000) });
    const feed = await ctx.request({ method: 'GET', url: `/api/articles?q=${word}`, cookie });
    expect(ids(feed.json().items)).toEqual([due.id]);
  });
});
