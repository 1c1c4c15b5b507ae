import { randomUUID } from 'node:crypto';
import { profileMessages as pm, talentsQuerySchema } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { credits, users } from '../../db/schema';
import { demoMembers } from '../../db/seed/members';
import { containsPattern, foldForSearch, searchWords } from '../../lib/search';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { facetKeys } from './talent-search';
import { forgetRareSearches, forgetSkills, searchTalents } from './talents.service';

let ctx: TestContext;
let cookie: string;
/** A word only this file's members carry, so other files' rows never match. */
const tag = `tg${randomUUID().slice(0, 8)}`;
/** The word of this file's demo members (apart from the others, whose counts the tests above check). */
const demoTag = `dm${randomUUID().slice(0, 8)}`;

type Card = { id: string; fullName: string };
const names = (body: { items: Card[] }) => body.items.map((item) => item.fullName);

const list = async (params: Record<string, string | string[]>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  }
  return ctx.request({ method: 'GET', url: `/api/talents?${search}`, cookie });
};

beforeAll(async () => {
  ctx = await createTestApp();
  cookie = (await buildSignedInUser(ctx)).cookie;
  const day = (n: number) => new Date(Date.UTC(2024, 0, n));
  const amelie = await buildUser(ctx.db, {
    fullName: 'Amélie Réalisatrice',
    profession: 'Réalisateur',
    bio: `Réalisatrice de courts-métrages ${tag}`,
    location: 'Paris',
    availabilityStatus: 'disponible',
    skills: ['Réalisation', 'Montage', 'Cadrage', 'Étalonnage', 'Mixage', 'Steadicam'],
    createdAt: day(1),
  });
  const bruno = await buildUser(ctx.db, {
    fullName: 'Bruno Son',
    profession: 'Ingénieur son',
    bio: `Prise de son ${tag}`,
    location: 'Lyon',
    availabilityStatus: 'sur un projet',
    skills: ['Prise de son', 'Mixage'],
    createdAt: day(2),
  });
  const chloe = await buildUser(ctx.db, {
    fullName: 'Chloé Monteuse',
    profession: 'Monteur',
    bio: `Montage et étalonnage ${tag}`,
    location: 'Paris',
    availabilityStatus: 'disponible',
    skills: ['Montage', 'Étalonnage'],
    createdAt: day(3),
  });
  const credit = { year: 2024, kind: 'court-métrage' as const };
  await ctx.db.insert(credits).values([
    { ...credit, userId: amelie.id, title: 'Aurore boréale', role: 'Réalisatrice', status: 'confirmé' },
    { ...credit, userId: bruno.id, title: 'Le Bal des ombres', role: 'Réalisateur', status: 'déclaré' },
    { ...credit, userId: chloe.id, title: 'Crépuscule', role: 'Monteuse', status: 'proposé' },
    { ...credit, userId: chloe.id, title: 'Marée basse', role: 'Monteuse', status: 'confirmé' },
  ]);
  await buildUser(ctx.db, { fullName: `Admin ${tag}`, role: 'admin', createdAt: day(4) });
  await buildUser(ctx.db, { fullName: `Supprimé ${tag}`, deletedAt: new Date(), createdAt: day(5) });
  // Members of the demo data, as the seed writes them, carrying the other tag.
  for (const [index, name] of ['Camille Martin', 'Sophie Lefèvre', 'Thomas Girard'].entries()) {
    const demo = demoMembers.find((member) => member.fullName === name);
    if (!demo) throw new Error(`${name} n’est plus dans les données de démonstration`);
    await buildUser(ctx.db, {
      fullName: demo.fullName,
      profession: demo.profession,
      location: demo.location,
      skills: demo.skills,
      bio: `${demo.bio} ${demoTag}`,
      createdAt: day(10 + index),
    });
  }
  const ines = await buildUser(ctx.db, {
    fullName: 'Inès Atelier',
    profession: 'Cheffe décoratrice',
    location: 'Nantes',
    bio: `Portraits d’atelier et décors d'époque ${demoTag}`,
    createdAt: day(20),
  });
  await ctx.db.insert(credits).values({
    ...credit,
    userId: ines.id,
    title: 'Lumière d’hiver',
    role: 'Cheffe décoratrice',
    status: 'confirmé',
  });
});

describe('GET /api/talents', () => {
  it('lists members with role user only, newest first, without e-mails', async () => {
    const response = await list({ q: tag });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(names(body)).toEqual(['Chloé Monteuse', 'Bruno Son', 'Amélie Réalisatrice']);
    expect(body.items[0]).not.toHaveProperty('email');
    expect(body).toMatchObject({ page: 1, pageSize: 20, hasMore: false });
  });

  it('leaves out a member while suspended, as the search does, and lists them again once the suspension ends', async () => {
    const word = `sp${randomUUID().slice(0, 8)}`;
    const suspended = await buildUser(ctx.db, {
      fullName: 'Sacha Suspendu',
      bio: `Chef électro ${word}`,
      banned: true,
      banExpires: new Date(Date.now() + 7 * 24 * 3600 * 1000),
    });
    expect(names((await list({ q: word })).json())).toEqual([]);
    const search = await ctx.request({ method: 'GET', url: `/api/search?q=${word}`, cookie });
    expect(search.json().talents.items).toEqual([]);
    await ctx.db
      .update(users)
      .set({ banExpires: new Date(Date.now() - 1000) })
      .where(eq(users.id, suspended.id));
    expect(names((await list({ q: word })).json())).toEqual(['Sacha Suspendu']);
  });

  it('searches name, bio and skills ignoring case and accents', async () => {
    expect(names((await list({ q: `courts-metrages ${tag}` })).json())).toEqual(['Amélie Réalisatrice']);
    expect(names((await list({ q: `AMELIE ${tag}` })).json())).toEqual(['Amélie Réalisatrice']);
    expect(names((await list({ q: `steadicam ${tag}` })).json())).toEqual(['Amélie Réalisatrice']);
    expect(names((await list({ q: `ETALONNAGE ${tag}` })).json())).toEqual([
      'Chloé Monteuse',
      'Amélie Réalisatrice',
    ]);
    expect(names((await list({ q: `100% ${tag}` })).json())).toEqual([]);
  });

  it('filters by availability, profession and location', async () => {
    expect(names((await list({ q: tag, availability: 'sur un projet' })).json())).toEqual(['Bruno Son']);
    expect(names((await list({ q: tag, profession: 'realisat' })).json())).toEqual(['Amélie Réalisatrice']);
    expect(names((await list({ q: tag, location: 'Paris', availability: 'disponible' })).json())).toEqual([
      'Chloé Monteuse',
      'Amélie Réalisatrice',
    ]);
  });

  it('finds the profession in both forms', async () => {
    expect(names((await list({ q: tag, profession: 'Réalisatrice' })).json())).toEqual([
      'Amélie Réalisatrice',
    ]);
    expect(names((await list({ q: tag, profession: 'Monteuse' })).json())).toEqual(['Chloé Monteuse']);
    expect(names((await list({ q: tag, profession: 'Ingénieure du son' })).json())).toEqual(['Bruno Son']);
  });

  it('finds a member by the title of a shown credit, never by a credit still to confirm', async () => {
    expect(names((await list({ q: `aurore ${tag}` })).json())).toEqual(['Amélie Réalisatrice']);
    expect(names((await list({ q: `bal des ombres ${tag}` })).json())).toEqual(['Bruno Son']);
    expect(names((await list({ q: `crepuscule ${tag}` })).json())).toEqual([]);
  });

  it('finds what the search finds (issue 33): profession in both forms, city, credits, French stems', async () => {
    // The demo's directrice photo in Lyon; the directeur photo of Marseille lacks the city.
    expect(names((await list({ q: `directeur photo lyon ${demoTag}` })).json())).toEqual(['Sophie Lefèvre']);
    expect(names((await list({ q: `directeur photo ${demoTag}` })).json())).toEqual([
      'Thomas Girard',
      'Sophie Lefèvre',
    ]);
    expect(names((await list({ q: `realisateur ${demoTag}` })).json())).toEqual(['Camille Martin']);
    expect(names((await list({ q: `RÉALISATRICES ${demoTag}` })).json())).toEqual(['Camille Martin']);
    expect(names((await list({ q: `Marseille ${demoTag}` })).json())).toEqual(['Thomas Girard']);
    // A shown credit's role counts too: Bruno declared a film as réalisateur.
    expect(names((await list({ q: `realisatrice ${tag}` })).json())).toEqual([
      'Bruno Son',
      'Amélie Réalisatrice',
    ]);
    expect(names((await list({ q: `tournages ${demoTag}` })).json())).toEqual(['Sophie Lefèvre']);
  });

  it('treats straight and typographic apostrophes alike, in the text and in credits', async () => {
    for (const q of [
      `d'atelier ${demoTag}`,
      `d’atelier ${demoTag}`,
      `d’époque ${demoTag}`,
      `lumière d'hiver ${demoTag}`,
    ]) {
      expect(names((await list({ q })).json()), q).toEqual(['Inès Atelier']);
    }
  });

  it('sends a card with a typographic apostrophe whole: its UTF-8 bytes, their length as Content-Length', async () => {
    const response = await list({ q: `d’atelier ${demoTag}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toContain('’');
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body, 'utf8'));
    expect(response.rawPayload.equals(Buffer.from(response.body, 'utf8'))).toBe(true);
  });

  it('finds nobody for a search without a word, as the search does', async () => {
    expect((await list({ q: '« ! »' })).json().items).toEqual([]);
  });

  it("keeps the filters on a full-text search ('Voir tout' of the search's Talents group)", async () => {
    expect(names((await list({ q: `directeur photo ${demoTag}`, location: 'Marseille' })).json())).toEqual([
      'Thomas Girard',
    ]);
    expect(names((await list({ q: `realisateur ${demoTag}`, profession: 'Réalisateur' })).json())).toEqual([
      'Camille Martin',
    ]);
    const first = (await list({ q: `directeur photo ${demoTag}`, pageSize: '1' })).json();
    expect([names(first), first.hasMore]).toEqual([['Thomas Girard'], true]);
    const second = (await list({ q: `directeur photo ${demoTag}`, pageSize: '1', page: '2' })).json();
    expect([names(second), second.hasMore]).toEqual([['Sophie Lefèvre'], false]);
  });

  it('gives the talents of GET /api/search for the same query', async () => {
    for (const q of [
      `directeur photo lyon ${demoTag}`,
      `realisateur ${tag}`,
      `aurore ${tag}`,
      `d'atelier ${demoTag}`,
    ]) {
      const search = await ctx.request({
        method: 'GET',
        url: `/api/search?${new URLSearchParams({ q })}`,
        cookie,
      });
      const found = (search.json() as { talents: { items: Card[] } }).talents.items.map(
        (item) => item.fullName,
      );
      expect(names((await list({ q })).json()), q).toEqual(found);
    }
  });

  it("filters by 'A travaillé comme…': a shown credit in that role, in either form", async () => {
    expect(names((await list({ q: tag, creditRole: 'réalisateur' })).json())).toEqual([
      'Bruno Son',
      'Amélie Réalisatrice',
    ]);
    expect(names((await list({ q: tag, creditRole: 'monteur' })).json())).toEqual(['Chloé Monteuse']);
    expect(names((await list({ q: tag, creditRole: 'acteur' })).json())).toEqual([]);
    const bad = await list({ creditRole: 'dompteur' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(pm.invalidCreditRole);
  });

  it('requires ALL the selected skills', async () => {
    expect(names((await list({ q: tag, skills: ['Montage', 'Étalonnage'] })).json())).toEqual([
      'Chloé Monteuse',
      'Amélie Réalisatrice',
    ]);
    expect(names((await list({ q: tag, skills: 'Montage,Mixage' })).json())).toEqual(['Amélie Réalisatrice']);
    expect(names((await list({ q: tag, skills: ['Montage', 'Prise de son'] })).json())).toEqual([]);
  });

  it('pages by 20 or by the asked size', async () => {
    const first = (await list({ q: tag, pageSize: '2' })).json();
    expect(names(first)).toEqual(['Chloé Monteuse', 'Bruno Son']);
    expect(first.hasMore).toBe(true);
    const second = (await list({ q: tag, pageSize: '2', page: '2' })).json();
    expect(names(second)).toEqual(['Amélie Réalisatrice']);
    expect(second.hasMore).toBe(false);
  });

  it('refuses visitors and bad filters with a French message', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/talents' })).statusCode).toBe(401);
    const bad = await list({ availability: 'en vacances' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(pm.invalidAvailability);
    expect((await list({ q: 'x'.repeat(101) })).statusCode).toBe(400);
    expect((await list({ pageSize: '500' })).statusCode).toBe(400);
  });
});

describe('searchTalents plans', () => {
  it('gives the same pages by walking the newest members and through the filters index', async () => {
    const queries = [
      { q: tag },
      { q: tag, availability: 'disponible', location: 'Paris' },
      { q: `montage ${tag}`, skills: 'Étalonnage' },
      { q: tag, profession: 'RÉALISAT' },
      { q: `zzz ${tag}`, location: 'Paris' },
      { q: `aurore ${tag}` },
      { q: tag, creditRole: 'réalisateur' },
      { q: tag, profession: 'Réalisatrice' },
      { q: `realisatrice ${tag}` },
      { q: `directeur photo ${demoTag}` },
      { q: `lumiere d'hiver ${demoTag}` },
    ];
    for (const params of queries) {
      for (const [page, pageSize] of [
        [1, 20],
        [1, 1],
        [2, 1],
        [3, 1],
      ]) {
        const query = talentsQuerySchema.parse({ ...params, page, pageSize });
        const viewerId = '00000000-0000-4000-8000-000000000000';
        forgetRareSearches();
        // A window over the whole table: the walk fills every page that has a next one.
        const walked = await searchTalents(ctx.db, viewerId, query, { walkWindow: 1_000_000 });
        forgetRareSearches();
        // No window: every page goes through the index.
        const indexed = await searchTalents(ctx.db, viewerId, query, { walkWindow: 0 });
        const ids = (page: typeof walked) => [page.rows.map((row) => row.id), page.hasMore];
        expect(ids(indexed), JSON.stringify(query)).toEqual(ids(walked));
      }
    }
  });

  it('keys location and availability apart from skills', () => {
    expect(facetKeys({ location: 'Paris', availability: 'disponible', skills: ['Montage'] })).toEqual([
      ' l:Paris',
      ' a:disponible',
      'Montage',
    ]);
  });
});

describe('GET /api/skills', () => {
  it('returns the distinct skills sorted in French order', async () => {
    // The list is cached a minute per database: another file of this worker may have read it before ours.
    forgetSkills();
    const response = await ctx.request({ method: 'GET', url: '/api/skills', cookie });
    const { skills } = response.json() as { skills: string[] };
    expect(skills).toEqual(expect.arrayContaining(['Cadrage', 'Étalonnage', 'Mixage', 'Prise de son']));
    expect(new Set(skills).size).toBe(skills.length);
    expect(skills.indexOf('Étalonnage')).toBeLessThan(skills.indexOf('Mixage'));
    expect((await ctx.request({ method: 'GET', url: '/api/skills' })).statusCode).toBe(401);
  });
});

describe('search helpers', () => {
  it('folds accents and ligatures and escapes LIKE characters', () => {
    expect(foldForSearch('Œuvre Réalisée')).toBe('oeuvre realisee');
    expect(containsPattern('100%_a\\')).toBe('%100\\%\\_a\\\\%');
    expect(searchWords(' Réalisateur,  Paris ')).toEqual(['realisateur', 'paris']);
    expect(foldForSearch('Portraits d’atelier')).toBe(foldForSearch("Portraits d'atelier"));
  });
});
