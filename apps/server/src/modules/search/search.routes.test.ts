import { randomUUID } from 'node:crypto';
import { fill, influencerRoleTitles, searchMessages as m, type SearchResults } from '@plateau/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { credits } from '../../db/schema';
import { buildBlock } from '../../test/block-factories';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildArticle } from '../../test/magazine-factories';
import { buildProject } from '../../test/project-factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let cookie: string;
/** A word only this file's rows carry, added to every search so that other files' rows never match. */
const tag = `sr${randomUUID().slice(0, 8)}`;

const searchAs = async (session: string | undefined, q: string) =>
  ctx.request({ method: 'GET', url: `/api/search?${new URLSearchParams({ q })}`, cookie: session });
const search = (q: string) => searchAs(cookie, q);
const results = async (q: string): Promise<SearchResults> => {
  const response = await search(q);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const talentNames = (body: SearchResults) => body.talents.items.map((item) => item.fullName);

beforeAll(async () => {
  ctx = await createTestApp();
  const viewer = await buildSignedInUser(ctx, { fullName: 'Paul Producteur', profession: 'Producteur' });
  cookie = viewer.cookie;
  const day = (n: number) => new Date(Date.UTC(2025, 0, n));
  await buildUser(ctx.db, {
    fullName: 'Inès Lumière',
    profession: 'Directrice de la photographie',
    location: 'Lyon',
    bio: `Image et lumière ${tag}`,
    createdAt: day(1),
  });
  await buildUser(ctx.db, {
    fullName: 'Marc Focale',
    profession: 'Directeur photo',
    location: 'Paris',
    bio: `Chef opérateur ${tag}`,
    createdAt: day(2),
  });
  const camille = await buildUser(ctx.db, {
    fullName: 'Camille Plan',
    profession: 'Réalisatrice',
    location: 'Lyon',
    skills: ['Réalisation'],
    bio: `Courts-métrages ${tag}`,
    createdAt: day(3),
  });
  await ctx.db.insert(credits).values([
    {
      userId: camille.id,
      title: 'Clip nocturne',
      year: 2024,
      role: 'Réalisatrice',
      kind: 'clip',
      status: 'confirmé',
    },
    {
      userId: camille.id,
      title: 'Silence radio',
      year: 2023,
      role: 'Réalisatrice',
      kind: 'long-métrage',
      status: 'proposé',
    },
  ]);
  const blocked = await buildUser(ctx.db, {
    fullName: 'Bloqué Lyon',
    location: 'Lyon',
    bio: tag,
    createdAt: day(4),
  });
  await buildBlock(ctx.db, viewer.user.id, blocked.id);
  const blocker = await buildUser(ctx.db, {
    fullName: 'Bloqueur Lyon',
    location: 'Lyon',
    bio: tag,
    createdAt: day(5),
  });
  await buildBlock(ctx.db, blocker.id, viewer.user.id);
  await buildUser(ctx.db, { fullName: 'Supprimé Lyon', location: 'Lyon', bio: tag, deletedAt: new Date() });
  await buildUser(ctx.db, { fullName: 'Suspendu Lyon', location: 'Lyon', bio: tag, banned: true });
  await buildUser(ctx.db, { fullName: 'Admin Lyon', location: 'Lyon', bio: tag, role: 'admin' });
  await buildProject(ctx.db, {
    userId: camille.id,
    title: 'Portraits d’atelier',
    description: `Des artisans filmés à Lyon ${tag}`,
    createdAt: day(6),
  });
  await buildProject(ctx.db, {
    userId: camille.id,
    title: 'Tutoriels maquillage',
    description: `Une chaîne beauté ${tag}`,
    category: 'Influenceur',
    requiredRoles: [],
    createdAt: day(7),
  });
  await buildArticle(ctx.db, { title: `Tourner à Lyon ${tag}` });
  await buildArticle(ctx.db, { title: `Brouillon à Lyon ${tag}`, isPublished: false });
  await buildProject(ctx.db, {
    userId: camille.id,
    title: 'Tournage de nuit',
    description: `Un court-métrage tourné à Marseille, image par une directrice de la photographie ${tag}`,
    createdAt: day(8),
  });
  await buildProject(ctx.db, {
    userId: camille.id,
    title: 'Coulisses de tournages',
    description: `Un vlog de plateau ${tag}`,
    requiredRoles: ['Community Manager'],
    createdAt: day(9),
  });
  await buildArticle(ctx.db, {
    title: `Portrait d’une directrice de la photographie ${tag}`,
    publishDate: new Date(Date.now() - 86_400_000),
  });
});

describe('GET /api/search', () => {
  it('groups talents, projects, influencer projects and articles, each with its count', async () => {
    const body = await results(`Lyon ${tag}`);
    expect(talentNames(body)).toEqual(['Camille Plan', 'Inès Lumière']);
    expect(body.talents.total).toBe(2);
    expect(body.projects.items.map((item) => item.title)).toEqual(['Portraits d’atelier']);
    expect(body.projects.items[0]?.owner.fullName).toBe('Camille Plan');
    expect(body.influencerProjects).toEqual({ items: [], total: 0, more: false });
    expect(body.articles.items.map((item) => item.title)).toEqual([`Tourner à Lyon ${tag}`]);
    expect(body.query).toBe(`Lyon ${tag}`);
  });

  it('finds a directrice photo in Lyon from "directeur photo lyon": both forms, every word somewhere', async () => {
    expect(talentNames(await results(`directeur photo lyon ${tag}`))).toEqual(['Inès Lumière']);
    expect(talentNames(await results(`Chef opérateur ${tag}`))).toEqual(['Marc Focale', 'Inès Lumière']);
    expect(talentNames(await results(`DIRECTRICE DE LA PHOTOGRAPHIE ${tag}`))).toEqual([
      'Marc Focale',
      'Inès Lumière',
    ]);
  });

  it('finds a réalisatrice from "realisateur", accents and case ignored', async () => {
    expect(talentNames(await results(`realisateur ${tag}`))).toEqual(['Camille Plan']);
    expect(talentNames(await results(`RÉALISATRICES ${tag}`))).toEqual(['Camille Plan']);
  });

  it('finds a member by the title of a shown credit, never by a credit still to confirm', async () => {
    expect(talentNames(await results(`nocturne ${tag}`))).toEqual(['Camille Plan']);
    expect(talentNames(await results(`silence radio ${tag}`))).toEqual([]);
  });

  it('treats straight and typographic apostrophes alike', async () => {
    for (const q of [`Portraits d'atelier ${tag}`, `portraits d’atelier ${tag}`]) {
      expect((await results(q)).projects.items.map((item) => item.title)).toEqual(['Portraits d’atelier']);
    }
  });

  it('lists influencer projects in their own group too', async () => {
    const body = await results(`maquillage ${tag}`);
    expect(body.influencerProjects.items.map((item) => item.title)).toEqual(['Tutoriels maquillage']);
    expect(body.projects.total).toBe(1);
  });

  it('never finds blocked, blocking, deleted or suspended members, administrators or unpublished articles', async () => {
    const body = await results(`Lyon ${tag}`);
    for (const name of ['Bloqué Lyon', 'Bloqueur Lyon', 'Supprimé Lyon', 'Suspendu Lyon', 'Admin Lyon']) {
      expect(talentNames(body)).not.toContain(name);
    }
    expect(body.articles.total).toBe(1);
  });

  it('answers empty groups when nothing matches', async () => {
    const body = await results(`introuvable ${tag}`);
    for (const group of [body.talents, body.projects, body.influencerProjects, body.articles]) {
      expect(group).toEqual({ items: [], total: 0, more: false });
    }
    expect((await results('« ! »')).talents.total).toBe(0);
  });

  it('refuses a query of 1,000 characters or an empty one in French', async () => {
    const long = await search('a'.repeat(1000));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(fill(m.queryTooLong, { max: 200 }));
    const empty = await search('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(m.queryRequired);
  });

  it("gives each 'Voir tout' list what its group found: projects, influencer projects, magazine", async () => {
    const titles = async (url: string, q: string) => {
      const response = await ctx.request({
        method: 'GET',
        url: `${url}?${new URLSearchParams({ q })}`,
        cookie,
      });
      expect(response.statusCode, url).toBe(200);
      return response.json().items.map((item: { title: string }) => item.title);
    };
    const queries = [
      `tournages ${tag}`,
      `tournage -nuit ${tag}`,
      `Portraits d'atelier ${tag}`,
      `Lyon ${tag}`,
      `directeur photo ${tag}`,
      `maquillage ${tag}`,
    ];
    for (const q of queries) {
      const body = await results(q);
      expect(await titles('/api/projects', q), q).toEqual(body.projects.items.map((item) => item.title));
      expect(await titles('/api/influencer/projects', q), q).toEqual(
        body.influencerProjects.items.map((item) => item.title),
      );
      expect(await titles('/api/articles', q), q).toEqual(body.articles.items.map((item) => item.title));
    }
    // French stems, a profession in both forms, a word left out.
    expect(await titles('/api/projects', `tournages ${tag}`)).toEqual([
      'Coulisses de tournages',
      'Tournage de nuit',
    ]);
    expect(await titles('/api/influencer/projects', `tournage ${tag}`)).toEqual(['Coulisses de tournages']);
    expect(await titles('/api/projects', `tournage -nuit ${tag}`)).toEqual(['Coulisses de tournages']);
    expect(await titles('/api/projects', `directeur photo ${tag}`)).toEqual(['Tournage de nuit']);
    expect(await titles('/api/articles', `directeur photo ${tag}`)).toEqual([
      `Portrait d’une directrice de la photographie ${tag}`,
    ]);
  });

  it('counts influencer projects through their own index, whose condition is the influencer space’s', async () => {
    const rows = (await ctx.db.execute(
      sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'projects_influencer_search_idx'`,
    )) as unknown as { rows: { indexdef: string }[] };
    const definition = rows.rows[0]?.indexdef ?? '';
    expect(definition).toContain("'Influenceur'");
    for (const title of influencerRoleTitles) expect(definition).toContain(title);
  });

  it('gives the newest matches whether they are rare among the newest projects, many or few', async () => {
    // 150 projects holding one word, then 1,100 newer ones without it: none among the newest 1,000 projects,
    // so the page comes from a wider window; 12 holding another word: few, read from the index.
    const sparse = `sp${randomUUID().slice(0, 8)}`;
    const few = `fw${randomUUID().slice(0, 8)}`;
    const owner = await buildUser(ctx.db, { fullName: 'Fenêtre Large' });
    const insert = (count: number, title: string, description: string, since: string) =>
      ctx.db.execute(sql`INSERT INTO projects (user_id, title, description, created_at)
        SELECT ${owner.id}, ${title} || ' ' || n, ${description}, ${since}::timestamptz + n * interval '1 minute'
        FROM generate_series(1, ${count}) AS n`);
    await insert(150, 'Ancien', `Archive ${sparse}`, '2019-01-01');
    await insert(12, 'Rare', `Archive ${few}`, '2019-06-01');
    await insert(1100, 'Récent', 'Sans le mot cherché', '2020-01-01');

    const many = await results(sparse);
    expect(many.projects.items.map((item) => item.title)).toEqual([
      'Ancien 150',
      'Ancien 149',
      'Ancien 148',
      'Ancien 147',
      'Ancien 146',
    ]);
    expect(many.projects.total).toBe(100);
    expect(many.projects.more).toBe(true);
    const rare = await results(few);
    expect(rare.projects.items.map((item) => item.title)).toEqual([
      'Rare 12',
      'Rare 11',
      'Rare 10',
      'Rare 9',
      'Rare 8',
    ]);
    expect(rare.projects.total).toBe(12);
    expect(rare.projects.more).toBe(false);
  });

  it('is for members only', async () => {
    expect((await searchAs(undefined, `Lyon ${tag}`)).statusCode).toBe(401);
  });
});
