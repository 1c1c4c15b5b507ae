// Large-data generator for messaging: 100,000 members and 2,000,000 messages, in a few SQL statements.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/plateau_bench_messages npx tsx bench/messages-data.ts
// The database is created when missing (on the same server, through the `postgres` database).
// Accounts that sign in (password 'banc-messages-1'):
//   bench-heavy@bench-msg.fr   500 conversations (20 messages each, one of 5,000 with bench-partner)
//   bench-partner@bench-msg.fr receiver of the WebSocket latency run
//   bench-sender-1..10@bench-msg.fr senders of the latency run (the send limit is per member)
// Knobs: MEMBERS (100000), MESSAGES (2000000).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/auth/password';
import { openDatabase } from '../apps/server/src/db/client';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/plateau_bench_messages';
const members = Number(process.env.MEMBERS ?? 100_000);
const totalMessages = Number(process.env.MESSAGES ?? 2_000_000);
const password = 'banc-messages-1';
const heavyConversations = 500;
const perConversation = 20;
const longThread = 5_000;

const target = new URL(url);
const name = target.pathname.slice(1);
if (!/^\w+$/.test(name)) throw new Error(`nom de base invalide : ${name}`);
const admin = new pg.Client({
  connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
});
await admin.connect();
const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
await admin.end();

const database = await openDatabase({ kind: 'postgres', url });
const { db } = database;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const step = async (label: string, run: () => Promise<unknown>) => {
  const started = Date.now();
  await run();
  console.log(`${label} : ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

const [already] = await rows<{ count: number }>(
  sql`SELECT count(*)::int AS count FROM users WHERE email LIKE '%@bench-msg.fr'`,
);
if ((already?.count ?? 0) > 0) {
  console.log('données déjà présentes : supprimez la base pour les régénérer');
  await database.close();
  process.exit(0);
}

await step(`${members} membres`, () =>
  db.execute(sql`
    INSERT INTO users (full_name, email, profession, created_at, updated_at)
    SELECT
      (ARRAY['Camille','Léa','Hugo','Inès','Théo','Chloé','Lucas','Manon','Jules','Zoé'])[1 + i % 10]
        || ' ' || (ARRAY['Martin','Bernard','Dubois','Thomas','Robert','Petit','Durand','Leroy','Moreau','Simon','Laurent'])[1 + (i * 7) % 11]
        || ' ' || i,
      'bench-' || i || '@bench-msg.fr',
      (ARRAY['Réalisatrice','Monteur','Comédienne','Ingénieur du son','Scénariste','Chef opérateur'])[1 + i % 6],
      now() - (i || ' minutes')::interval,
      now()
    FROM generate_series(1, ${members - 12}) AS i`),
);

const hash = await hashPassword(password);
const named = [
  ['bench-heavy@bench-msg.fr', 'Hélène Lourde'],
  ['bench-partner@bench-msg.fr', 'Paul Partenaire'],
  ...Array.from({ length: 10 }, (_, index) => [
    `bench-sender-${index + 1}@bench-msg.fr`,
    `Sami Expéditeur ${index + 1}`,
  ]),
];
await step('comptes de connexion', async () => {
  for (const [email, fullName] of named) {
    const [user] = await rows<{ id: string }>(
      sql`INSERT INTO users (full_name, email, profession) VALUES (${fullName}, ${email}, 'Banc d’essai') RETURNING id`,
    );
    if (!user) throw new Error('membre non créé');
    await db.execute(
      sql`INSERT INTO accounts (user_id, account_id, provider_id, password) VALUES (${user.id}, ${user.id}, 'credential', ${hash})`,
    );
  }
});

// Member numbers 1..N (bench-heavy is 1, bench-partner 2), for the generators' arithmetic.
await db.execute(sql`DROP TABLE IF EXISTS bench_members`);
await db.execute(sql`
  CREATE UNLOGGED TABLE bench_members AS
  SELECT row_number() OVER (ORDER BY (email <> 'bench-heavy@bench-msg.fr'), (email <> 'bench-partner@bench-msg.fr'), email) AS n, id
  FROM users WHERE email LIKE '%@bench-msg.fr'`);
await db.execute(sql`CREATE UNIQUE INDEX ON bench_members (n)`);

const heavyMessages = (heavyConversations - 1) * perConversation + longThread;
await step(`membre lourd : ${heavyConversations} conversations, ${heavyMessages} messages`, async () => {
  // One long thread with bench-partner, the newest; 499 short ones with members 13..511.
  await db.execute(sql`
    INSERT INTO messages (sender_id, receiver_id, content, read, created_at)
    SELECT CASE WHEN k % 2 = 0 THEN h.id ELSE p.id END, CASE WHEN k % 2 = 0 THEN p.id ELSE h.id END,
      'Fil long, message ' || k, true, now() - ((${longThread} - k) || ' seconds')::interval
    FROM generate_series(1, ${longThread}) AS k
    JOIN bench_members h ON h.n = 1 JOIN bench_members p ON p.n = 2`);
  await db.execute(sql`
    INSERT INTO messages (sender_id, receiver_id, content, read, created_at)
    SELECT CASE WHEN k % 2 = 0 THEN h.id ELSE o.id END, CASE WHEN k % 2 = 0 THEN o.id ELSE h.id END,
      'Bonjour, message ' || k || ' de la conversation ' || (k / ${perConversation}),
      k % ${perConversation} < ${perConversation - 1} OR k % 3 = 0,
      now() - interval '1 hour' - ((k / ${perConversation}) || ' hours')::interval - ((${perConversation} - k % ${perConversation}) || ' minutes')::interval
    FROM generate_series(0, ${(heavyConversations - 1) * perConversation - 1}) AS k
    JOIN bench_members h ON h.n = 1
    JOIN bench_members o ON o.n = 13 + k / ${perConversation}`);
});

const rest = totalMessages - heavyMessages;
await step(`${rest} autres messages (conversations de 10 messages entre membres pris au hasard)`, () =>
  db.execute(sql`
    INSERT INTO messages (sender_id, receiver_id, content, read, created_at)
    SELECT CASE WHEN g % 2 = 0 THEN a.id ELSE b.id END, CASE WHEN g % 2 = 0 THEN b.id ELSE a.id END,
      'Message ' || g || ' : on se retrouve sur le tournage ?', g % 9 <> 0,
      now() - ((g * 13) || ' seconds')::interval
    FROM generate_series(0::bigint, ${rest - 1}) AS g
    JOIN bench_members a ON a.n = 1 + ((g / 10) * 7919) % ${members}
    JOIN bench_members b ON b.n = 1 + (((g / 10) * 7919) % ${members} + 1 + ((g / 10) * 104729) % ${members - 1}) % ${members}`),
);
await db.execute(sql`DROP TABLE bench_members`);
await step('VACUUM ANALYZE', async () => {
  await db.execute(sql`VACUUM ANALYZE messages`);
  await db.execute(sql`VACUUM ANALYZE users`);
  await db.execute(sql`VACUUM ANALYZE notifications`);
});
const [counts] = await rows<{ users: number; messages: number }>(
  sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM messages) AS messages`,
);
console.log(`base ${name} : ${counts?.users} membres, ${counts?.messages} messages`);
await database.close();
