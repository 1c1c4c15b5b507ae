import { messages } from '@plateau/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userFavoriteArticles } from '../db/schema';
import { buildSignedInUser, buildUser, defaultPassword } from '../test/factories';
import { buildArticle } from '../test/magazine-factories';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
let cookie: string;
let userId: string;
let articleId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const member = await buildSignedInUser(ctx);
  cookie = member.cookie;
  userId = member.user.id;
  articleId = (await buildArticle(ctx.db)).id;
});

const favorite = (headers: Record<string, string | undefined>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/articles/${articleId}/favorite`,
    headers: { cookie, ...headers },
  });

async function isFavorite(): Promise<boolean> {
  const rows = await ctx.db
    .select()
    .from(userFavoriteArticles)
    .where(and(eq(userFavoriteArticles.userId, userId), eq(userFavoriteArticles.articleId, articleId)));
  return rows.length > 0;
}

describe('the origin check of state-changing requests', () => {
  it.each([
    ['a page on another port of the same host', { origin: 'http://localhost:5000' }],
    ['a sibling subdomain', { origin: 'http://evil.localhost:3000' }],
    ['another site', { origin: 'https://attaquant.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['a same-site page without Origin', { 'sec-fetch-site': 'same-site' }],
    ['a cross-site page without Origin', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' }],
  ])('refuses %s with a French 403 and changes nothing', async (_label, headers) => {
    const response = await favorite(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'forbidden', message: messages.api.originRefused } });
    expect(await isFavorite()).toBe(false);
  });

  it('refuses marking every notification read from another origin', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { cookie, origin: 'http://localhost:5000' },
    });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['the product’s own origin', { origin: 'http://localhost:3000' }],
    ['the Host behind the dev proxy', { origin: 'http://localhost:5173', host: 'localhost:5173' }],
    ['same-origin fetch metadata', { 'sec-fetch-site': 'same-origin' }],
  ])('accepts %s', async (_label, headers) => {
    await ctx.db.delete(userFavoriteArticles).where(eq(userFavoriteArticles.userId, userId));
    expect((await favorite(headers)).statusCode).toBe(201);
    expect(await isFavorite()).toBe(true);
    await ctx.db.delete(userFavoriteArticles).where(eq(userFavoriteArticles.userId, userId));
  });

  it('lets API clients without Origin nor Sec-Fetch-Site in, sign-in included', async () => {
    const user = await buildUser(ctx.db);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: defaultPassword },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('answers a browser sign-in sending Sec-Fetch-Mode without Origin in French, not better-auth’s refusal', async () => {
    const user = await buildUser(ctx.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin', cookie: 'autre=1' },
      payload: { email: user.email, password: defaultPassword },
    });
    expect(response.statusCode).toBe(200);
  });

  it('leaves reads alone', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/articles',
      headers: { cookie, origin: 'https://attaquant.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
