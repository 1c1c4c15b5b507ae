// Large-data generator: N members (default 100,000) inserted by generate_series in one SQL statement.
// PostgreSQL: DATABASE_URL=postgres://... npx tsx bench/talents-data.ts
// PGlite:     DATA_DIR=/tmp/plateau-bench MEMBERS=10000 npx tsx bench/talents-data.ts (server stopped)
import path from 'node:path';
import { cities, popularProfessions, skillSuggestions } from '@plateau/shared';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';

const members = Number(process.env.MEMBERS ?? 100_000);
const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite', dataDir: path.join(process.env.DATA_DIR ?? './data', 'pglite') });

const firstNames = [
  'Camille',
  'Léa',
  'Hugo',
  'Inès',
  'Théo',
  'Chloé',
  'Lucas',
  'Manon',
  'Jules',
  'Zoé',
  'Noé',
  'Élise',
  'Gaël',
  'Anaïs',
  'Rémi',
  'Océane',
  'Loïc',
  'Maëlle',
];
const lastNames = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'Garcia',
  'Fontaine',
  'Chevalier',
  'Rousseau',
  'Bérénger',
];
const professions = [
  ...popularProfessions,
  'Comédienne',
  'Chef opérateur',
  'Étalonneuse',
  'Costumière',
  'Chorégraphe',
  'Régisseur',
  'Photographe',
  'Compositeur',
];
const bios = [
  'Réalisateur de courts-métrages et de clips, passionné de lumière naturelle.',
  'Monteuse documentaire, je travaille sur DaVinci Resolve et Avid.',
  'Ingénieur du son pour le cinéma et le spectacle vivant.',
  'Comédienne formée au conservatoire, théâtre et doublage.',
  'Directeur photo, steadicam et prise de vue drone.',
  'Scénariste de séries, ateliers d’écriture et script doctoring.',
];
const arr = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);
const started = Date.now();
await database.db.execute(sql`
  INSERT INTO users (full_name, email, profession, bio, location, skills, availability_status, created_at, updated_at)
  SELECT
    (${arr(firstNames)})[1 + (i * 7) % ${firstNames.length}] || ' ' || (${arr(lastNames)})[1 + (i * 13) % ${lastNames.length}] || ' ' || i,
    'bench-' || i || '@bench.fr',
    (${arr(professions)})[1 + (i * 3) % ${professions.length}],
    (${arr(bios)})[1 + (i * 5) % ${bios.length}],
    (${arr(cities)})[1 + (i * 11) % ${cities.length}],
    ARRAY[(${arr(skillSuggestions)})[1 + i % ${skillSuggestions.length}], (${arr(skillSuggestions)})[1 + (i * 7) % ${skillSuggestions.length}], (${arr(skillSuggestions)})[1 + (i * 17) % ${skillSuggestions.length}]],
    (ARRAY['disponible','sur un projet','indisponible'])[1 + i % 3],
    now() - (i || ' minutes')::interval,
    now()
  FROM generate_series(1, ${members}) AS i
  ON CONFLICT DO NOTHING
`);
await database.db.execute(sql`ANALYZE users`);
console.log(`${members} membres insérés en ${Date.now() - started} ms (${database.kind})`);
await database.close();
