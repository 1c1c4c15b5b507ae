import { adminMessages, messages } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, news } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { buildArticle } from '../../test/magazine-factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
type Member = Awaited<ReturnType<typeof buildSignedInUser>>;
const n = adminMessages.news.errors;
let admin: Member;
let member: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await buildSignedInUser(ctx, { fullName: 'Ada Admin', role: 'admin' });
  member = await buildSignedInUser(ctx, { fullName: 'Marc Membre' });
});
afterAll(async () => {
  await ctx.app.close();
});

const call = (who: Member | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.request({ method, url, ...(payload ? { payload } : {}), ...(who ? { cookie: who.cookie } : {}) });
const logOf = (targetId: string) =>
  ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));
const rowOf = async (id: string) => (await ctx.db.select().from(news).where(eq(news.id, id)))[0];
const missing = '00000000-0000-4000-8000-000000000000';
const word = () => `actu${Math.random().toString(36).slice(2, 10)}`;

describe('/api/admin/news for visitors and members', () => {
  it('answers 401 to a visitor and 403 to a member on every news endpoint, changing nothing', async () => {
    const article = await buildArticle(ctx.db, { title: 'Intouchable' });
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> = [
      ['GET', '/api/admin/news'],
      ['POST', '/api/admin/news', { title: 'T', content: 'C' }],
      ['PUT', `/api/admin/news/${article.id}`, { title: 'T', content: 'C' }],
      ['DELETE', `/api/admin/news/${article.id}`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(null, method, url, body)).statusCode).toBe(401);
      const refused = await call(member, method, url, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(adminMessages.errors.adminOnly);
    }
    expect((await rowOf(article.id))?.title).toBe('Intouchable');
    expect(await logOf(article.id)).toHaveLength(0);
  });
});

describe('/api/admin/news for an administrator', () => {
  it('creates an event with its place and date, logged in the audit log', async () => {
    const title = `Festival ${word()}`;
    const response = await call(admin, 'POST', '/api/admin/news', {
      title,
      content: 'Trois jours de projections.',
      summary: 'Le festival revient.',
      categories: ['Événements', 'Festivals'],
      tags: ['Cinéma'],
      isPublished: true,
      eventDate: '2027-06-01T18:00:00.000Z',
      eventLocation: 'Lyon',
    });
    expect(response.statusCode).toBe(201);
    const { article } = response.json();
    expect(article).toMatchObject({
      title,
      eventLocation: 'Lyon',
      isPublished: true,
      authorName: 'Ada Admin',
    });
    const [entry] = await logOf(article.id);
    expect(entry).toMatchObject({ action: 'news.create', actorId: admin.user.id, targetType: 'news' });
  });

  it('refuses a missing title or content and event fields on a non-event article, creating nothing', async () => {
    const title = `Refus ${word()}`;
    const cases: Array<[object, string]> = [
      [{ title: '', content: 'Contenu' }, n.titleRequired],
      [{ title, content: '   ' }, n.contentRequired],
      [
        { title, content: 'Contenu', categories: ['Tutoriels'], eventLocation: 'Paris' },
        n.eventFieldsOnlyForEvents,
      ],
      [{ title, content: 'Contenu', eventDate: '2027-01-01T10:00:00.000Z' }, n.eventFieldsOnlyForEvents],
      [{ title, content: 'Contenu', categories: ['Inconnue'] }, n.unknownCategory],
      [{ title, content: 'Contenu', imageUrl: 'javascript:alert(1)' }, n.invalidImage],
      [{ title, content: 'Contenu', publishDate: 'demain' }, n.invalidDate],
    ];
    for (const [body, message] of cases) {
      const response = await call(admin, 'POST', '/api/admin/news', body);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    const list = await call(admin, 'GET', `/api/admin/news?q=${encodeURIComponent(title)}`);
    expect(list.json().items).toHaveLength(0);
  });

  it('lists drafts and scheduled articles too, with search', async () => {
    const w = word();
    const draft = await buildArticle(ctx.db, { title: `Brouillon ${w}`, isPublished: false });
    const scheduled = await buildArticle(ctx.db, {
      title: `Programmé ${w}`,
      publishDate: new Date(Date.now() + 86_400_000),
    });
    const response = await call(admin, 'GET', `/api/admin/news?q=${w}`);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .items.map((i: { id: string }) => i.id)
        .sort(),
    ).toEqual([draft.id, scheduled.id].sort());
    expect((await call(admin, 'GET', '/api/admin/news?cursor=abc')).statusCode).toBe(400);
  });

  it('updates an article and logs the change; refuses bad input and an unknown article', async () => {
    const article = await buildArticle(ctx.db, { title: 'Avant', isPublished: false });
    const bad = await call(admin, 'PUT', `/api/admin/news/${article.id}`, { title: 'Après', content: '' });
    expect(bad.statusCode).toBe(400);
    expect((await rowOf(article.id))?.title).toBe('Avant');
    expect(await logOf(article.id)).toHaveLength(0);

    const response = await call(admin, 'PUT', `/api/admin/news/${article.id}`, {
      title: 'Après',
      content: 'Nouveau contenu',
      isPublished: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().article).toMatchObject({ title: 'Après', isPublished: true });
    expect((await logOf(article.id)).map((entry) => entry.action)).toEqual(['news.update']);

    const unknown = await call(admin, 'PUT', `/api/admin/news/${missing}`, { title: 'X', content: 'Y' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(n.notFound);
  });

  it('saves an article whose content and summary hold line breaks unchanged, and reads it back identical', async () => {
    const marker = word();
    const content = `Premier paragraphe ${marker}.\n\nSecond paragraphe,\navec une liste :\n- un\n- deux`;
    const summary = 'Un résumé\nsur deux lignes.';
    const article = await buildArticle(ctx.db, { title: `Multi ${marker}`, content, summary });
    const listed = await call(admin, 'GET', `/api/admin/news?q=${marker}`);
    const [shown] = listed.json().items;
    expect(shown).toMatchObject({ id: article.id, content, summary });

    // What the form sends back when the administrator saves without changing anything.
    const { id: _id, authorName: _author, createdAt: _created, ...fields } = shown;
    const saved = await call(admin, 'PUT', `/api/admin/news/${article.id}`, fields);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().article).toMatchObject({ content, summary });
    expect(await rowOf(article.id)).toMatchObject({ content, summary });

    const created = await call(admin, 'POST', '/api/admin/news', {
      title: `Windows ${marker}`,
      content: 'Ligne un\r\nLigne deux\r\n\r\nParagraphe trois',
      summary: 'Résumé\r\nen deux lignes',
      isPublished: true,
    });
    expect(created.statusCode).toBe(201);
    const read = await call(admin, 'GET', `/api/articles/${created.json().article.id}`);
    expect(read.json().article).toMatchObject({
      content: 'Ligne un\nLigne deux\n\nParagraphe trois',
      summary: 'Résumé\nen deux lignes',
    });
  });

  it('keeps refusing a line break in the title and a tag, storing nothing', async () => {
    const marker = word();
    for (const payload of [
      { title: `Titre\n${marker}`, content: 'Texte' },
      { title: `Titre ${marker}`, content: 'Texte', tags: ['une\nétiquette'] },
    ]) {
      const response = await call(admin, 'POST', '/api/admin/news', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(messages.api.controlCharacters);
    }
    const listed = await call(admin, 'GET', `/api/admin/news?q=${marker}`);
    expect(listed.json().items).toEqual([]);
  });

  it('deletes an article and logs it; an unknown article answers 404 and logs nothing', async () => {
    const article = await buildArticle(ctx.db, { title: 'À supprimer' });
    expect((await call(admin, 'DELETE', `/api/admin/news/${article.id}`)).statusCode).toBe(204);
    expect(await rowOf(article.id)).toBeUndefined();
    expect((await logOf(article.id)).map((entry) => entry.action)).toEqual(['news.delete']);
    const unknown = await call(admin, 'DELETE', `/api/admin/news/${missing}`);
    expect(unknown.statusCode).toBe(404);
    expect(await logOf(missing)).toHaveLength(0);
  });
});
