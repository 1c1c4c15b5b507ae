// Large-data generator: N members (default 100,000) inserted by generate_series in one SQL statement.
// PostgreSQL: DATABASE_URL=postgres://... npx tsx bench/talents-data.ts
// PGlite:     DATA_DIR=/tmp/plateau-bench MEMBERS=10000 npx tsx bench/talents-data.ts (server stopped)
// Each field is drawn independently (a hash of the member's number and a seed per field), so the filters
// are not correlated the way one modulo of the number would make them; bios are built from three
// fragments (about 2,000 distinct ones), and one member in 5,000 tells kamishibaï (a rare word).
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
  'Nina',
  'Arthur',
  'Louise',
  'Gabriel',
  'Jade',
  'Raphaël',
  'Alice',
  'Louis',
  'Emma',
  'Adam',
  'Rose',
  'Sacha',
  'Lina',
  'Nathan',
  'Mila',
  'Tom',
  'Ambre',
  'Enzo',
  'Yasmine',
  'Malik',
  'Salomé',
  'Bastien',
  'Clémence',
  'Karim',
  'Agathe',
  'Hélène',
  'Joël',
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
  'Mercier',
  'Blanc',
  'Guérin',
  'Boyer',
  'Garnier',
  'Faure',
  'André',
  'Girard',
  'Bonnet',
  'Dupont',
  'Lambert',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Benali',
  'Nguyen',
  'Diallo',
  'Haddad',
  'Perrin',
  'Marchand',
  'Brunet',
  'Caron',
  'Gauthier',
  'Lemoine',
  'Charpentier',
  'Noël',
];
const professions = [
  ...popularProfessions,
  'Comédienne',
  'Comédien',
  'Chef opérateur',
  'Étalonneuse',
  'Costumière',
  'Chorégraphe',
  'Régisseur',
  'Photographe',
  'Compositeur',
  'Danseuse',
  'Décoratrice',
  'Maquilleuse',
  'Script',
  'Cadreur',
  'Monteuse',
];
const bioOpenings = [
  'Réalisateur de courts-métrages et de clips,',
  'Monteuse documentaire,',
  'Ingénieur du son pour le cinéma et le spectacle vivant,',
  'Comédienne formée au conservatoire,',
  'Directeur photo,',
  'Scénariste de séries,',
  'Chef opératrice passionnée de lumière naturelle,',
  'Régisseur général en tournée,',
  'Costumière pour le théâtre et l’opéra,',
  'Chorégraphe et danseuse contemporaine,',
  'Compositeur de musiques de films,',
  'Photographe de plateau,',
  'Assistante réalisatrice,',
  'Décorateur et accessoiriste,',
  'Étalonneur indépendant,',
];
const bioMiddles = [
  'je travaille sur DaVinci Resolve et Avid',
  'spécialisé en steadicam et prise de vue drone',
  'théâtre, doublage et voix off',
  'ateliers d’écriture et script doctoring',
  'habitué des tournages en extérieur',
  'entre fiction et documentaire',
  'du clip musical à la publicité',
  'pour le spectacle vivant et les festivals',
  'en studio comme en décors naturels',
  'formé à la Fémis',
  'passé par les Beaux-Arts',
  'après dix ans de télévision',
  'avec un goût pour l’animation',
  'en France et à l’étranger',
];
const bioEndings = [
  '.',
  ', disponible pour des projets associatifs.',
  ', à la recherche de longs-métrages.',
  ', j’aime les équipes réduites.',
  ', anglais et espagnol courants.',
  ', permis B et véhiculé.',
  ', ouvert aux collaborations web.',
  ', membre d’un collectif de jeunes créateurs.',
  ', également formateur.',
  ', amoureux du 16 mm.',
];
const availabilities = ['disponible', 'disponible', 'sur un projet', 'sur un projet', 'indisponible'];
const arr = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);
/** One of the values, drawn by a hash of the member's number and the field's seed. */
const pick = (values: readonly string[], seed: number) =>
  sql`(${arr(values)})[1 + abs(hashint8(i::bigint * 64 + ${sql.raw(String(seed))})::bigint) % ${sql.raw(String(values.length))}]`;
const skill = (seed: number) => pick(skillSuggestions, seed);
const started = Date.now();
await database.db.execute(sql`
  INSERT INTO users (full_name, email, profession, bio, location, skills, availability_status, created_at, updated_at)
  SELECT
    ${pick(firstNames, 1)} || ' ' || ${pick(lastNames, 2)},
    'bench-' || i || '@bench.fr',
    ${pick(professions, 3)},
    ${pick(bioOpenings, 4)} || ' ' || ${pick(bioMiddles, 5)} || ${pick(bioEndings, 6)}
      || CASE WHEN i % 5000 = 42 THEN ' Conteur de kamishibaï.' ELSE '' END,
    ${pick(cities, 7)},
    (SELECT array_agg(DISTINCT s) FROM unnest((ARRAY[${skill(8)}, ${skill(9)}, ${skill(10)}, ${skill(11)}])[1:2 + abs(hashint8(i::bigint * 64 + 12)::bigint) % 3]) AS s),
    ${pick(availabilities, 13)},
    now() - (i || ' minutes')::interval,
    now()
  FROM generate_series(1, ${members}) AS i
  ON CONFLICT DO NOTHING
`);
await database.db.execute(sql`ANALYZE users`);
console.log(`${members} membres insérés en ${Date.now() - started} ms (${database.kind})`);
await database.close();
