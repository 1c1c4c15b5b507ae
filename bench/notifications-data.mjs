// Fills a migrated PostgreSQL database with 1,000,000 notifications, all in SQL with generate_series:
// FOR_MEMBER (default 100,000) for the demo member camille@demo.fr, the rest spread over MEMBERS
// (default 2,000) generated members. Types: 40 % message, 20 % connection, 25 % project, 15 % task;
// one in nineteen unread (spread over the types), and the demo member's 30 newest unread.
// Usage (a throwaway database, never `test`):
//   createdb -h 127.0.0.1 -U postgres plateau_bench_notifications
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/plateau_bench_notifications SEED=demo PORT=3917 \
//     DATA_DIR=/tmp/plateau-bench-notifications npm start -w apps/server   (once: schema + demo data; stop it)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/plateau_bench_notifications node bench/notifications-data.mjs
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL est requis (une base jetable, migrée)');
const total = Number(process.env.NOTIFICATIONS ?? 1_000_000);
const forMember = Number(process.env.FOR_MEMBER ?? 100_000);
const members = Number(process.env.MEMBERS ?? 2_000);
const memberEmail = process.env.MEMBER_EMAIL ?? 'camille@demo.fr';

const client = new pg.Client({ connectionString: url });
await client.connect();
const timed = async (label, text, values) => {
  const started = performance.now();
  const result = await client.query(text, values);
  console.log(`${label}: ${result.rowCount ?? 0} lignes en ${Math.round(performance.now() - started)} ms`);
};

const { rows } = await client.query('SELECT id FROM users WHERE email = $1', [memberEmail]);
if (!rows[0]) throw new Error(`${memberEmail} introuvable : démarrer une fois le serveur avec SEED=demo`);
const memberId = rows[0].id;

// One row's columns from its number g: type, text, read state, related id and date (g minutes ago).
const columns = `
  (array['message','message','connection','project','project','task','message','connection','project','task',
         'message','message','connection','project','project','task','message','connection','project','message'])[1 + g % 20],
  'Notification de banc numéro ' || g || ' : Léa Martin vous a envoyé un message.',
  g % 19 <> 0,
  gen_random_uuid(),
  now() - g * interval '1 minute'`;

await client.query('BEGIN');
await timed(
  'membres',
  `INSERT INTO users (full_name, email, profession)
   SELECT 'Membre notifié ' || g, 'bench-notif-' || g || '@bench.fr', 'Réalisatrice'
   FROM generate_series(1, $1::int) g ON CONFLICT DO NOTHING`,
  [members],
);
await timed(
  `notifications de ${memberEmail}`,
  `INSERT INTO notifications (user_id, type, content, read, related_id, created_at)
   SELECT $1::uuid, ${columns} FROM generate_series(1, $2::int) g`,
  [memberId, forMember],
);
await timed(
  'notifications des autres membres',
  `WITH u AS (SELECT array_agg(id) AS ids FROM users WHERE email LIKE 'bench-notif-%')
   INSERT INTO notifications (user_id, type, content, read, related_id, created_at)
   SELECT u.ids[1 + g % array_length(u.ids, 1)], ${columns}
   FROM generate_series(1, $1::int) g, u`,
  [Math.max(0, total - forMember)],
);
await timed(
  'les 30 plus récentes non lues',
  `UPDATE notifications SET read = false WHERE id IN (
     SELECT id FROM notifications WHERE user_id = $1 ORDER BY created_at DESC LIMIT 30)`,
  [memberId],
);
await client.query('COMMIT');
// As autovacuum leaves a table at rest: visibility map set, so counts are index-only.
await timed('vacuum analyse', 'VACUUM ANALYZE notifications');
const count = await client.query('SELECT count(*)::int AS n FROM notifications');
console.log(`total : ${count.rows[0].n} notifications`);
await client.end();
