import { randomUUID } from 'node:crypto';
import { categoryCoverUrl, projectCoverSources, projectCoverUrl } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { news, portfolioItems, projects } from '../../db/schema';
import { attachCovers } from '../../db/seed/seed-covers';
import { buildUser } from '../../test/factories';
import { buildArticle } from '../../test/magazine-factories';
import { buildProject } from '../../test/project-factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { renderCover } from './cover-art';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

const get = (url: string) => ctx.request({ method: 'GET', url });

describe('GET /api/covers/v2/:category.webp', () => {
  it('serves the cover drawn from a category as an immutable WebP, one per category', async () => {
    const theatre = await get(categoryCoverUrl('Théâtre'));
    expect(theatre.statusCode).toBe(200);
    expect(theatre.headers['content-type']).toBe('image/webp');
    expect(theatre.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(theatre.rawPayload).metadata()).width).toBe(1200);
    const music = await get(categoryCoverUrl('Musique'));
    expect(music.rawPayload.equals(theatre.rawPayload)).toBe(false);
  });

  it('draws a project category its own cover, and falls back to Autre for an unknown one', async () => {
    const short = await get(projectCoverUrl('Court-métrage'));
    expect(short.statusCode).toBe(200);
    expect(short.headers['content-type']).toBe('image/webp');
    expect(projectCoverUrl('Court-métrage')).toBe('/api/covers/v2/projet-court-metrage.webp');
    const film = await get(projectCoverUrl('Film'));
    expect(film.rawPayload.equals(short.rawPayload)).toBe(false);
    expect(projectCoverUrl('Inconnue')).toBe(projectCoverUrl('Autre'));
    expect((await get('/api/covers/v2/projet-inconnue.webp')).statusCode).toBe(404);
  });

  it("sends a drawn cover encoded for size: the largest, a project page's first picture, under 30 KB", async () => {
    const musical = await get(projectCoverUrl('Comédie musicale'));
    expect(musical.statusCode).toBe(200);
    expect(musical.rawPayload.length).toBeLessThan(30_000);
  });

  it("serves each drawn cover at a phone's width too, the drawing at 800 px, a third lighter", async () => {
    const { srcSet } = projectCoverSources(null, 'Comédie musicale');
    const [phoneUrl = '', phoneWidth] = srcSet?.split(', ')[0]?.split(' ') ?? [];
    expect(phoneWidth).toBe('800w');
    const phone = await get(phoneUrl);
    const full = await get(projectCoverUrl('Comédie musicale'));
    expect(phone.statusCode).toBe(200);
    expect(phone.headers['content-type']).toBe('image/webp');
    expect(phone.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { width, height } = await sharp(phone.rawPayload).metadata();
    expect({ width, height }).toEqual({ width: 800, height: 450 });
    expect(phone.rawPayload.length).toBeLessThan(full.rawPayload.length * 0.75);
    // An article's drawn cover comes at that width too.
    expect((await get('/api/covers/v2/w800/theatre.webp')).statusCode).toBe(200);
  });

  it('answers 404 in French for an unknown category, file or width', async () => {
    for (const url of [
      '/api/covers/v2/inconnue.webp',
      '/api/covers/v2/theatre.png',
      '/api/covers/v2/..%2Fx',
      '/api/covers/v2/w800/inconnue.webp',
      '/api/covers/v2/w640/theatre.webp',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
  });
});

describe('seeded covers', () => {
  it('stores each drawn cover like an upload and sets it on its article, portfolio item and project', async () => {
    const marker = randomUUID().slice(0, 8);
    const author = await buildUser(ctx.db);
    const article = await buildArticle(ctx.db, { title: `Couverture ${marker}`, authorId: author.id });
    const [item] = await ctx.db
      .insert(portfolioItems)
      .values({ userId: author.id, title: `Œuvre ${marker}` })
      .returning();
    if (!item) throw new Error('élément de portfolio non créé');
    const project = await buildProject(ctx.db, { userId: author.id, title: `Tournage ${marker}` });
    const draw = (title: string) => renderCover({ title, paletteKey: 'Musique' });
    const covers = {
      articles: new Map([[article.title, await draw(article.title)]]),
      portfolio: new Map([[item.title, await draw(item.title)]]),
      projects: new Map([[project.title, await draw(project.title)]]),
    };
    expect(await attachCovers(ctx.db, ctx.app.storage, covers)).toBe(3);
    const [projectRow] = await ctx.db.select().from(projects).where(eq(projects.id, project.id));
    expect(projectRow?.coverImage).toMatch(new RegExp(`^/uploads/project-images/${author.id}/\\d+\\.webp$`));

    const [articleRow] = await ctx.db.select().from(news).where(eq(news.id, article.id));
    const [itemRow] = await ctx.db.select().from(portfolioItems).where(eq(portfolioItems.id, item.id));
    expect(articleRow?.imageUrl).toMatch(new RegExp(`^/uploads/news-images/${author.id}/\\d+-0\\.webp$`));
    expect(itemRow?.imageUrl).toMatch(new RegExp(`^/uploads/portfolio/${author.id}/\\d+\\.webp$`));
    const served = await get(itemRow?.imageUrl ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(covers.portfolio.get(item.title) ?? Buffer.alloc(0))).toBe(true);
    // A second pass changes nothing: only rows without an image get a cover.
    expect(await attachCovers(ctx.db, ctx.app.storage, covers)).toBe(0);
  });
});
