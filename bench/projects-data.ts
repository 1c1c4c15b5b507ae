// Large-data generator for the projects area: 20,000 owners and members, 50,000 projects, 500,000 member
// rows and 200,000 join requests, inserted by generate_series (PostgreSQL; PGlite works with smaller counts).
// PostgreSQL: DATABASE_URL=postgres://... npx tsx bench/projects-data.ts
// Counts: PEOPLE, PROJECTS, MEMBERS_PER_PROJECT (10), REQUESTS_PER_PROJECT (4).
// Fields are drawn by a hash of the row's number and a seed per field (uncorrelated filters); one project
// in 5,000 mentions kamishibaï (a rare word).
import path from 'node:path';
import { projectCategories, projectStatuses, projectTagSuggestions } from '@plateau/shared';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';

const people = Number(process.env.PEOPLE ?? 20_000);
const projectCount = Number(process.env.PROJECTS ?? 50_000);
const membersPerProject = Number(process.env.MEMBERS_PER_PROJECT ?? 10);
const requestsPerProject = Number(process.env.REQUESTS_PER_PROJECT ?? 4);
const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite', dataDir: path.join(process.env.DATA_DIR ?? './data', 'pglite') });

const titleNouns = [
  'Lumière',
  'Rivage',
  'Écho',
  'Fugue',
  'Nocturne',
  'Horizon',
  'Silence',
  'Mémoire',
  'Vertige',
  'Passage',
  'Orage',
  'Marée',
];
const titleAdjectives = [
  'd’hiver',
  'du Sud',
  'intérieur',
  'des villes',
  'de papier',
  'perdu',
  'clair',
  'en miettes',
  'du matin',
  'sauvage',
];
const openings = [
  'Court-métrage tourné en décors naturels',
  'Série documentaire sur les métiers oubliés',
  'Spectacle vivant mêlant danse et vidéo',
  'Clip musical pour un groupe de rock indépendant',
  'Long-métrage d’auteur en préparation',
  'Podcast de fiction sonore en six épisodes',
  'Pièce de théâtre contemporain en tournée',
  'Film d’animation en stop motion',
];
const middles = [
  'avec une équipe réduite et motivée',
  'porté par une jeune compagnie',
  'en coproduction avec une région',
  'financé en partie par les spectateurs',
  'pour une sortie en festival',
  'tourné en pellicule 16 mm',
];
const endings = [
  '. Nous cherchons des talents passionnés.',
  '. Le tournage dure deux semaines.',
  '. Les répétitions commencent au printemps.',
  '. Défraiement et repas assurés.',
  '. Ouvert aux profils débutants.',
];
const roleSets = [
  '{}',
  '{cadreur}',
  '{acteur,acteur}',
  '{monteur,ingénieur son}',
  '{réalisateur,producteur,scénariste}',
];
const visibilities = ['public', 'public', 'members', 'private'];
const memberRoles = [
  'membre',
  'réalisateur',
  'cadreur',
  'monteur',
  'ingénieur son',
  'acteur',
  'producteur',
  'scénariste',
  'autre',
];
const requestStatuses = ['en attente', 'en attente', 'refusé', 'approuvé'];

const arr = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);
const pick = (values: readonly string[], seed: number, n = 'i') =>
  sql`(${arr(values)})[1 + abs(hashint8(${sql.raw(n)}::bigint * 64 + ${sql.raw(String(seed))})::bigint) % ${sql.raw(String(values.length))}]`;
const tag = (seed: number) => pick(projectTagSuggestions, seed);

const started = Date.now();
await database.db.execute(sql`
  INSERT INTO users (full_name, email, profession, created_at, updated_at)
  SELECT 'Membre Projet ' || i, 'bench-projet-' || i || '@bench.fr', 'Technicien', now() - (i || ' minutes')::interval, now()
  FROM generate_series(1, ${people}) AS i
  ON CONFLICT DO NOTHING
`);
await database.db.execute(sql`CREATE TEMP TABLE bench_people AS
  SELECT row_number() OVER (ORDER BY email) AS n, id FROM users WHERE email LIKE 'bench-projet-%@bench.fr'`);
await database.db.execute(sql`CREATE INDEX ON bench_people (n)`);
await database.db.execute(sql`
  INSERT INTO projects (user_id, title, description, category, status, budget, required_roles, member_visibility_default, tags, created_at, updated_at)
  SELECT
    (SELECT id FROM bench_people WHERE n = 1 + i % ${people}),
    ${pick(titleNouns, 1)} || ' ' || ${pick(titleAdjectives, 2)},
    ${pick(openings, 3)} || ' ' || ${pick(middles, 4)} || ${pick(endings, 5)}
      || CASE WHEN i % 5000 = 42 THEN ' Avec un conteur de kamishibaï.' ELSE '' END,
    ${pick(projectCategories, 6)},
    ${pick(projectStatuses, 7)},
    (abs(hashint8(i::bigint * 64 + 8)) % 50000)::numeric,
    (${pick(roleSets, 9)})::text[],
    ${pick(visibilities, 10)},
    ARRAY[${tag(11)}, ${tag(12)}],
    now() - (i || ' minutes')::interval,
    now()
  FROM generate_series(1, ${projectCount}) AS i
`);
await database.db.execute(sql`CREATE TEMP TABLE bench_projects AS
  SELECT row_number() OVER (ORDER BY p.created_at, p.id) AS n, p.id, p.user_id FROM projects p
  JOIN bench_people o ON o.id = p.user_id`);
// Members k = 1..M and requesters k = M+1..M+R of project n are people n*37 + k*211 apart: distinct per project.
await database.db.execute(sql`
  INSERT INTO project_members (project_id, user_id, role, show_profile)
  SELECT p.id, u.id, ${pick(memberRoles, 13, 'p.n * 16 + k')}, (p.n + k) % 7 <> 0
  FROM bench_projects p
  CROSS JOIN generate_series(1, ${sql.raw(String(membersPerProject))}) AS k
  JOIN bench_people u ON u.n = 1 + (p.n * 37 + k * 211) % ${sql.raw(String(people))}
  WHERE u.id <> p.user_id
  ON CONFLICT DO NOTHING
`);
await database.db.execute(sql`
  INSERT INTO project_join_requests (project_id, user_id, role, status)
  SELECT p.id, u.id, ${pick(memberRoles, 14, 'p.n * 16 + k')}, ${pick(requestStatuses, 15, 'p.n * 16 + k')}
  FROM bench_projects p
  CROSS JOIN generate_series(${sql.raw(String(membersPerProject + 1))}, ${sql.raw(String(membersPerProject + requestsPerProject))}) AS k
  JOIN bench_people u ON u.n = 1 + (p.n * 37 + k * 211) % ${sql.raw(String(people))}
  WHERE u.id <> p.user_id
  ON CONFLICT DO NOTHING
`);
await database.db.execute(sql`ANALYZE users, projects, project_members, project_join_requests`);
const [counts] = (
  await database.db.execute<{ projects: number; members: number; requests: number }>(sql`
    SELECT (SELECT count(*)::int FROM projects) AS projects, (SELECT count(*)::int FROM project_members) AS members,
      (SELECT count(*)::int FROM project_join_requests) AS requests`)
).rows;
console.log(
  `${counts?.projects} projets, ${counts?.members} membres de projets, ${counts?.requests} demandes en ${Date.now() - started} ms (${database.kind})`,
);
await database.close();
