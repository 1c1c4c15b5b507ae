// The daily digest run for 100,000 members (issue 30): how long `runDigests` takes and how much memory it
// uses, the e-mails counted by a mailer that renders nothing further (the run builds and renders each one).
//
//   createdb -h 127.0.0.1 -U postgres plateau_bench_digests
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/plateau_bench_digests npx tsx bench/digests.ts
//
// MEMBERS (100,000), NOTIFIED (one member in 3 has 1 to 6 unread project or task notifications of the last
// day), PROJECTS (2,000 recruiting projects of the last day), BATCH (1,000 members a batch). The data is made
// once by generate_series (about a minute) and kept; each run first clears the digest marks, so runs compare.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import type { Mailer } from '../apps/server/src/mail/mailer';
import { runDigests } from '../apps/server/src/modules/notifications';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL (a plateau_bench_digests database) est requis');
const members = Number(process.env.MEMBERS ?? 100_000);
const notifiedEvery = Number(process.env.NOTIFIED ?? 3);
const recruiting = Number(process.env.PROJECTS ?? 2_000);
const batchSize = Number(process.env.BATCH ?? 1_000);

const database = await openDatabase({ kind: 'postgres', url });
const { db } = database;
const professions = [
  'Monteuse',
  'Cadreur',
  'Comédienne',
  'Ingénieur son',
  'Costumière',
  'Réalisatrice',
  'Scénariste',
];
const roles = ['monteur', 'cadreur', 'acteur', 'ingénieur son', 'réalisateur', 'scénariste'];

const [{ count } = { count: 0 }] = (
  (await db.execute(
    sql`select count(*)::int as count from users where email like 'digest-%@bench.test'`,
  )) as unknown as {
    rows: Array<{ count: number }>;
  }
).rows;
if (count < members) {
  const started = performance.now();
  console.log(`données : ${members} membres…`);
  await db.execute(sql`
    insert into users (full_name, email, email_verified, profession, created_at)
    select 'Membre ' || n, 'digest-' || n || '@bench.test', true,
      (${sql.raw(`array[${professions.map((p) => `'${p}'`).join(',')}]`)})[1 + n % ${professions.length}::int],
      now() - interval '1 year'
    from generate_series(${count + 1}::int, ${members}::int) as n`);
  console.log('notifications…');
  await db.execute(sql`
    insert into notifications (user_id, type, content, read, related_id, created_at)
    select u.id, case when k % 2 = 0 then 'project' else 'task' end,
      'Du nouveau dans le projet « Bench ' || k || ' »', false, null,
      now() - (k * 37 % 1380) * interval '1 minute'
    from (select id, row_number() over (order by id) as n from users where email like 'digest-%@bench.test') u,
      generate_series(1, 6) as k
    where u.n % ${notifiedEvery}::int = 0 and k <= 1 + u.n % 6`);
  console.log('projets qui recrutent…');
  await db.execute(sql`
    insert into projects (user_id, title, description, required_roles, created_at)
    select (select id from users where email = 'digest-1@bench.test'), 'Projet bench ' || n, 'Un projet du bench',
      array[(${sql.raw(`array[${roles.map((r) => `'${r}'`).join(',')}]`)})[1 + n % ${roles.length}::int]],
      now() - (n % 1380) * interval '1 minute'
    from generate_series(1, ${recruiting}::int) as n`);
  await db.execute(sql`analyze`);
  console.log(`données prêtes en ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
await db.execute(sql`update notification_email_preferences set daily_digest_until = null`);

let bytes = 0;
const mailer: Mailer = {
  driver: 'outbox',
  verify: async () => {},
  send: async (_to, content) => {
    bytes += content.html.length + content.text.length;
  },
};
const config = loadConfig({
  DATABASE_URL: url,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'plateau-bench-digests-')),
  AUTH_SECRET: 'secret-du-bench-suffisamment-long-0123456789',
  LOG_LEVEL: 'warn',
  SEED: 'none',
});
const app = await buildApp({ config, database, mailer });
await app.ready();

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 200);
const started = performance.now();
const result = await runDigests(app, 'quotidien', new Date(), { batchSize });
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
console.log(
  `résumés quotidiens : ${result.members} membres en ${result.batches} lots, ${result.sent} envoyés, ${result.failed} en échec`,
);
console.log(
  `durée ${(seconds / 60).toFixed(2)} min (${seconds.toFixed(1)} s, ${(result.sent / seconds).toFixed(0)} e-mails/s), ` +
    `mémoire max ${(peakRss / 1024 / 1024).toFixed(0)} Mo, ${(bytes / result.sent / 1024).toFixed(1)} Ko par e-mail`,
);
await app.close();
await database.close();
