import { apiMessages, editorialTeamLabel, magazineMessages as mm } from '@plateau/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildArticle } from '../../test/magazine-factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie } = await buildSignedInUser(ctx));
});

const get = (url: string, as: string | null = cookie) =>
  ctx.request({ method: 'GET', url, cookie: as ?? undefined });
/** A word no other test uses: isolates searches in the shared test database. */
const uniqueWord = () =>
  `mot${Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const missingId = '00000000-0000-4000-8000-000000000000';

describe('GET /api/articles', () => {
  it('lists published articles only, newest publish date first, with cards fields', async () => {
    const word = uniqueWord();
    const author = await buildUser(ctx.db, { fullName: 'Inès Auteure', profession: 'Journaliste' });
    const old = await buildArticle(ctx.db, { title: `Ancien ${word}`, publishDate: daysAgo(5) });
    const recent = await buildArticle(ctx.db, {
      title: `Récent ${word}`,
      publishDate: daysAgo(1),
      authorId: author.id,
      categories: ['Événements', 'Scénario', 'Formation'],
      content: Array.from({ length: 450 }, () => 'mot').join(' '),
    });
    await buildArticle(ctx.db, { title: `Brouillon ${word}`, isPublished: false, publishDate: null });

    const response = await get(`/api/articles?q=${word}`);
    expect(response.statusCode).toBe(200);
    const { items, nextCursor } = response.json();
    expect(items.map((item: { id: string }) => item.id)).toEqual([recent.id, old.id]);
    expect(nextCursor).toBeNull();
    expect(items[0]).toMatchObject({
      categories: ['Événements', 'Scénario', 'Formation'],
      readingMinutes: 3,
      author: { id: author.id, fullName: 'Inès Auteure', avatarUrl: null, profession: 'Journaliste' },
    });
    expect(items[0].author).not.toHaveProperty('email');
    expect(items[0]).not.toHaveProperty('searchVector');
    expect(items[0]).not.toHaveProperty('content');
    expect(items[1].author).toBeNull();
  });

  it('searches French words in title, summary, content and tags, ignoring accents and inflections', async () => {
    const word = uniqueWord();
    const inTitle = await buildArticle(ctx.db, { title: `Les événements ${word}` });
    const inSummary = await buildArticle(ctx.db, { summary: `Réalisatrices ${word} à l’honneur` });
    const inContent = await buildArticle(ctx.db, { content: `Premier paragraphe.\nLe scénariste ${word}.` });
    const inTags = await buildArticle(ctx.db, { tags: [`${word}`, 'Théâtre'] });
    const ids = async (q: string) =>
      (await get(`/api/articles?q=${encodeURIComponent(q)}`)).json().items.map((i: { id: string }) => i.id);

    expect(await ids(`evenement ${word}`)).toEqual([inTitle.id]);
    expect(await ids(`realisatrice ${word}`)).toEqual([inSummary.id]);
    expect(await ids(`SCÉNARISTES ${word}`)).toEqual([inContent.id]);
    expect(await ids(`theatre ${word}`)).toEqual([inTags.id]);
    expect((await ids(word)).sort()).toEqual([inTitle.id, inSummary.id, inContent.id, inTags.id].sort());
    expect(await ids(`${word} -theatre`)).not.toContain(inTags.id);
  });

  it('filters by category, alone and with a search', async () => {
    const word = uniqueWord();
    const legal = await buildArticle(ctx.db, {
      title: word,
      categories: ['Aspects Légaux', "Droits d'Auteur"],
    });
    await buildArticle(ctx.db, { title: word, categories: ['Tutoriels'] });
    const response = await get(`/api/articles?q=${word}&category=${encodeURIComponent("Droits d'Auteur")}`);
    expect(response.json().items.map((i: { id: string }) => i.id)).toEqual([legal.id]);
    const byCategory = await get(`/api/articles?category=${encodeURIComponent('Aspects Légaux')}&limit=50`);
    expect(byCategory.statusCode).toBe(200);
    for (const item of byCategory.json().items) expect(item.categories).toContain('Aspects Légaux');
  });

  it('pages with a cursor, without repeating or skipping an article', async () => {
    const word = uniqueWord();
    const sameDate = daysAgo(2);
    const created = [];
    for (let i = 0; i < 5; i += 1)
      created.push(await buildArticle(ctx.db, { title: word, publishDate: sameDate }));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = (await get(`/api/articles?q=${word}&limit=2${query}`)).json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((i: { id: string }) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(new Set(created.map((a) => a.id)));
  });

  it.each([
    ['category=Cuisine', mm.invalidCategory],
    ['cursor=pas-un-curseur', apiMessages.invalidCursor],
    [`q=${'a'.repeat(201)}`, 'La recherche doit contenir au plus 200 caractères'],
  ])('refuses %s with a French message', async (query, message) => {
    const response = await get(`/api/articles?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation', message });
  });

  it('answers a blank search with the whole feed', async () => {
    const response = await get('/api/articles?q=%20%20');
    expect(response.statusCode).toBe(200);
    expect(response.json().items.length).toBeGreaterThan(0);
  });

  it('is for members only', async () => {
    const response = await get('/api/articles', null);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
    expect((await get('/api/articles?category=Cuisine', null)).statusCode).toBe(401);
  });
});

describe('GET /api/articles/:id', () => {
  it('answers the article with its content as stored, its author and the favourite flag', async () => {
    const author = await buildUser(ctx.db, { fullName: 'Paul Plume' });
    const content = 'Premier paragraphe.\n<script>alert("x")</script>\nTroisième.';
    const article = await buildArticle(ctx.db, {
      authorId: author.id,
      content,
      tags: ['son', 'tournage'],
      categories: ['Événements'],
      eventDate: new Date('2030-05-01T18:00:00Z'),
      eventLocation: 'Lyon, salle Molière',
    });
    const response = await get(`/api/articles/${article.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().article).toMatchObject({
      id: article.id,
      content,
      tags: ['son', 'tournage'],
      eventDate: '2030-05-01T18:00:00.000Z',
      eventLocation: 'Lyon, salle Molière',
      isFavorite: false,
      readingMinutes: 1,
      author: { id: author.id, fullName: 'Paul Plume' },
    });
    expect(JSON.stringify(response.json())).not.toContain(author.email);
  });

  it('has no author when the article has none (the web shows the editorial label)', async () => {
    const article = await buildArticle(ctx.db, { authorId: null });
    expect((await get(`/api/articles/${article.id}`)).json().article.author).toBeNull();
    expect(editorialTeamLabel).toBe('La rédaction Plateau');
  });

  it.each([
    ['an unpublished article', async () => (await buildArticle(ctx.db, { isPublished: false })).id],
    ['a missing article', async () => missingId],
    ['a malformed id', async () => 'pas-un-identifiant'],
  ])('answers 404 "Article non trouvé ou inaccessible" for %s', async (_label, idOf) => {
    const response = await get(`/api/articles/${await idOf()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'not_found', message: mm.notFound });
  });

  it('is for members only', async () => {
    const article = await buildArticle(ctx.db);
    expect((await get(`/api/articles/${article.id}`, null)).statusCode).toBe(401);
  });
});

describe('GET /api/articles/:id/related', () => {
  it('answers the most similar published articles: shared tags, then a shared category, then shared words; never the merely newest', async () => {
    const [tagA, tagB, word, other] = [uniqueWord(), uniqueWord(), uniqueWord(), uniqueWord()];
    const text = (title: string) => ({ title, summary: title, content: title });
    const article = await buildArticle(ctx.db, {
      ...text(`Tournage ${word} en lumière naturelle`),
      tags: [tagA, tagB],
      categories: ['Interviews'],
      category: 'Interviews',
    });
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const twoTags = await buildArticle(ctx.db, {
      ...text(`Premier ${uniqueWord()}`),
      tags: [tagB.toUpperCase(), tagA],
      categories: ['Festivals'],
      category: 'Festivals',
      createdAt: at(1),
    });
    const oneTag = await buildArticle(ctx.db, {
      ...text(`Second ${uniqueWord()}`),
      tags: [tagA],
      categories: ['Festivals'],
      category: 'Festivals',
      createdAt: at(2),
    });
    const sameWords = await buildArticle(ctx.db, {
      ...text(`Un autre tournage ${word}`),
      tags: [uniqueWord()],
      categories: ['Formation'],
      category: 'Formation',
      createdAt: at(3),
    });
    const unrelatedNewest = await buildArticle(ctx.db, {
      ...text(`Rien ${other}`),
      tags: [other],
      categories: ['Matériel'],
      category: 'Matériel',
      createdAt: at(60),
    });
    await buildArticle(ctx.db, {
      ...text(`Brouillon ${word}`),
      tags: [tagA, tagB],
      isPublished: false,
      createdAt: at(120),
    });

    const response = await get(`/api/articles/${article.id}/related`);
    expect(response.statusCode).toBe(200);
    const ids: string[] = response.json().items.map((i: { id: string }) => i.id);
    expect(ids.slice(0, 2)).toEqual([twoTags.id, oneTag.id]);
    expect(ids).not.toContain(unrelatedNewest.id);
    expect(ids).not.toContain(article.id);

    // Without shared tags, shared words still count; the article sharing nothing never shows.
    const fromWords = await get(`/api/articles/${sameWords.id}/related`);
    const wordIds: string[] = fromWords.json().items.map((i: { id: string }) => i.id);
    expect(wordIds).toContain(article.id);
    expect(wordIds).not.toContain(unrelatedNewest.id);
  });

  it('answers 404 for an unpublished or missing article, 401 for a visitor', async () => {
    const draft = await buildArticle(ctx.db, { isPublished: false });
    expect((await get(`/api/articles/${draft.id}/related`)).statusCode).toBe(404);
    expect((await get(`/api/articles/${missingId}/related`)).statusCode).toBe(404);
    expect((await get(`/api/articles/${draft.id}/related`, null)).statusCode).toBe(401);
  });
});
