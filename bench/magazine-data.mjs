// Fills a migrated PostgreSQL database with a large magazine: 10,000 articles (95 % published) and
// 500,000 comments by 2,000 generated members, all in SQL with generate_series.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/plateau_bench node bench/magazine-data.mjs
// (start the server once on that database first, with SEED=demo, so the schema and demo members exist).
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL est requis (une base jetable, migrée)');
const articles = Number(process.env.ARTICLES ?? 10_000);
const comments = Number(process.env.COMMENTS ?? 500_000);
const members = Number(process.env.MEMBERS ?? 2_000);

const words = [
  'tournage',
  'montage',
  'réalisation',
  'scénario',
  'comédien',
  'comédienne',
  'lumière',
  'étalonnage',
  'son',
  'mixage',
  'décor',
  'costume',
  'maquillage',
  'production',
  'festival',
  'court-métrage',
  'documentaire',
  'série',
  'théâtre',
  'danse',
  'musique',
  'photographie',
  'caméra',
  'objectif',
  'financement',
  'subvention',
  'distribution',
  'diffusion',
  'casting',
  'répétition',
  'scène',
  'plateau',
  'intermittent',
  'contrat',
  'droits',
  'auteur',
  'image',
  'cadrage',
  'storyboard',
  'animation',
  'effets',
  'spéciaux',
  'post-production',
  'sous-titrage',
  'doublage',
  'archives',
  'projection',
  'public',
  'critique',
  'jury',
  'résidence',
  'atelier',
  'formation',
  'carrière',
  'réseau',
  'portfolio',
];
const sqlWords = `array[${words.map((w) => `'${w}'`).join(',')}]::text[]`;

const client = new pg.Client({ connectionString: url });
await client.connect();
const timed = async (label, text) => {
  const started = performance.now();
  const result = await client.query(text);
  console.log(`${label}: ${result.rowCount ?? 0} lignes en ${Math.round(performance.now() - started)} ms`);
};

await client.query('BEGIN');
await timed(
  'membres',
  `INSERT INTO users (full_name, email, profession)
   SELECT 'Membre ' || g, 'bench-' || g || '@bench.fr', (array['Réalisatrice','Monteur','Comédienne','Chef opérateur'])[1 + g % 4]
   FROM generate_series(1, ${members}) g`,
);
await timed(
  'articles',
  `WITH cats AS (SELECT array[
     'Actualités','Événements','Témoignages','Tutoriels','Interviews','Portraits d''Artistes','Tendances',
     'Conseils Carrière','Aspects Légaux','Droits d''Auteur','Making-of','Innovation','Festivals','Financement',
     'Formation','Technique','Matériel','Distribution','Scénario','Musique','Théâtre','Photographie','Réseau'
   ]::text[] AS c), w AS (SELECT ${sqlWords} AS w),
   authors AS (SELECT array_agg(id) AS ids FROM (SELECT id FROM users ORDER BY created_at LIMIT 50) a)
   INSERT INTO news (title, summary, content, category, categories, tags, is_published, publish_date,
                     author_id, created_at, updated_at)
   SELECT
     initcap(w[1 + (g * 7) % 56]) || ' et ' || w[1 + (g * 13) % 56] || ' : ' || w[1 + (g * 17) % 56] || ' n°' || g,
     'Un article sur ' || w[1 + (g * 3) % 56] || ', ' || w[1 + (g * 5) % 56] || ' et ' || w[1 + (g * 11) % 56] || '.',
     (SELECT string_agg(w[1 + ((g * 31 + i * 7) % 56)], CASE WHEN i % 60 = 0 THEN E'\\n' ELSE ' ' END)
        FROM generate_series(1, 250 + g % 500) i),
     c[1 + g % 23],
     array[c[1 + g % 23], c[1 + (g * 7) % 23], c[1 + (g * 11) % 23]],
     array[w[1 + (g * 19) % 56], w[1 + (g * 23) % 56]],
     g % 20 <> 0,
     CASE WHEN g % 20 <> 0 THEN now() - (g % 1000) * interval '1 day' - (g % 24) * interval '1 hour' END,
     CASE WHEN g % 4 = 0 THEN NULL ELSE ids[1 + g % 50] END,
     now() - (g % 1000) * interval '1 day' - interval '1 day',
     now()
   FROM generate_series(1, ${articles}) g, cats, w, authors`,
);
await timed(
  'commentaires',
  `WITH a AS (SELECT array_agg(id) AS ids FROM news WHERE is_published),
        u AS (SELECT array_agg(id) AS ids FROM users)
   INSERT INTO article_comments (article_id, user_id, content, created_at)
   SELECT a.ids[1 + (g::bigint * 7919) % array_length(a.ids, 1)], u.ids[1 + (g::bigint * 104729) % array_length(u.ids, 1)],
          'Commentaire numéro ' || g || ' : merci pour cet article sur le tournage.',
          now() - (g % 100000) * interval '1 minute'
   FROM generate_series(1, ${comments}) g, a, u`,
);
await client.query('COMMIT');
// VACUUM too: it flushes the GIN indexes' pending lists and sets the visibility map, as autovacuum would do on a
// live database (it is off on some machines: the full-text indexes then looked too costly to the planner).
await timed('vacuum et analyse', 'VACUUM ANALYZE');
await client.end();
