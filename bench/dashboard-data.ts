// Large-data generator for the dashboard: 100,000 members (skills, city, profession drawn by hash), 3,000
// published articles with tags (200 of them events), 20,000 projects with tasks. The busy member itself is
// created and given its 500 connections, 50 projects and 10,000 messages by bench/dashboard.mjs.
// PostgreSQL: createdb -h 127.0.0.1 -U postgres plateau_bench_dashboard, then
// DATABASE_URL=postgres://postgres@127.0.0.1:5432/plateau_bench_dashboard npx tsx bench/dashboard-data.ts
// Counts: PEOPLE (100,000), ARTICLES (3,000), PROJECTS (20,000).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';

const people = Number(process.env.PEOPLE ?? 100_000);
const articles = Number(process.env.ARTICLES ?? 3_000);
const projectCount = Number(process.env.PROJECTS ?? 20_000);
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL manquant (base PostgreSQL du banc)');
const database = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL });

const skills = [
  'Montage',
  'Étalonnage',
  'Prise de son',
  'Mixage',
  'Cadrage',
  'Lumière',
  'Écriture',
  'Réalisation',
  'Production',
  'Décors',
  'Costumes',
  'Maquillage',
  'Photographie',
  'Composition',
  'Danse',
  'Jeu',
  'Mise en scène',
  'Animation 3D',
  'Effets spéciaux',
  'Drone',
];
const cities = [
  'Paris',
  'Lyon',
  'Marseille',
  'Lille',
  'Nantes',
  'Bordeaux',
  'Toulouse',
  'Strasbourg',
  'Rennes',
  'Nice',
];
const professions = [
  'Réalisatrice',
  'Monteur',
  'Chef opérateur',
  'Ingénieure du son',
  'Comédien',
  'Scénariste',
  'Productrice',
  'Photographe',
  'Compositeur',
  'Danseuse',
];
const tags = [
  'court-métrage',
  'festival',
  'documentaire',
  'son',
  'lumière',
  'théâtre',
  'musique',
  'formation',
  'rencontres',
  'photo',
  'série',
  'animation',
];

const arr = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);
const pick = (values: readonly string[], seed: number, n = 'i') =>
  sql`(${arr(values)})[1 + abs(hashint8(${sql.raw(n)}::bigint * 64 + ${sql.raw(String(seed))})::bigint) % ${sql.raw(String(values.length))}]`;

const started = Date.now();
await database.db.execute(sql`
  INSERT INTO users (full_name, email, profession, location, skills, created_at, updated_at)
  SELECT 'Membre Tableau ' || i, 'bench-tableau-' || i || '@bench.fr', ${pick(professions, 1)}, ${pick(cities, 2)},
    ARRAY[${pick(skills, 3)}, ${pick(skills, 4)}, ${pick(skills, 5)}], now() - (i || ' minutes')::interval, now()
  FROM generate_series(1, ${people}) AS i
  ON CONFLICT DO NOTHING`);
await database.db.execute(sql`
  INSERT INTO news (title, content, summary, category, categories, tags, is_published, publish_date, event_date, event_location)
  SELECT 'Article ' || i, 'Contenu de l’article ' || i, 'Résumé ' || i,
    CASE WHEN i % 15 = 0 THEN 'Événements' ELSE 'Actualités' END,
    CASE WHEN i % 15 = 0 THEN ARRAY['Événements'] ELSE ARRAY['Actualités'] END,
    ARRAY[${pick(tags, 6)}, ${pick(tags, 7)}], i % 20 <> 0, now() - (i || ' hours')::interval,
    CASE WHEN i % 15 = 0 THEN now() + ((i % 90) || ' days')::interval END,
    CASE WHEN i % 15 = 0 THEN ${pick(cities, 8)} END
  FROM generate_series(1, ${articles}) AS i`);
await database.db.execute(sql`CREATE TEMP TABLE bench_people AS
  SELECT row_number() OVER (ORDER BY email) AS n, id FROM users WHERE email LIKE 'bench-tableau-%@bench.fr'`);
await database.db.execute(sql`CREATE INDEX ON bench_people (n)`);
await database.db.execute(sql`
  INSERT INTO projects (user_id, title, description, created_at, updated_at)
  SELECT (SELECT id FROM bench_people WHERE n = 1 + i % ${people}), 'Projet ' || i, 'Description ' || i,
    now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
  FROM generate_series(1, ${projectCount}) AS i`);
await database.db.execute(sql`
  INSERT INTO tasks (project_id, title, status, updated_at)
  SELECT p.id, 'Tâche ' || k, (ARRAY['à faire', 'en cours', 'terminé'])[1 + k % 3], now() - (k || ' days')::interval
  FROM projects p CROSS JOIN generate_series(1, 5) AS k`);
await database.db.execute(sql`ANALYZE`);
console.log(`données du tableau de bord en ${Date.now() - started} ms`);
await database.close();
