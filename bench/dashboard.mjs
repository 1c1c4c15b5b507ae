// The dashboard of a busy member (500 connections, 50 projects with tasks, 10,000 messages received and sent,
// profile views, pending requests) on the data of bench/dashboard-data.ts: p95 of the page's four requests sent
// in parallel (what the browser does), of each request alone, and the SQL statements one page load runs
// (counted in PostgreSQL's log, log_statement = 'all' for the length of one load, then reset).
// Start the server first: DATABASE_URL=postgres://postgres@127.0.0.1:5432/plateau_bench_dashboard npm start
// Then: DATABASE_URL=... node bench/dashboard.mjs (BASE_URL, SAMPLES (300), PG_LOG (the server's log file)).
import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import pg from 'pg';
import { makeBusyMember } from './dashboard-member.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const samples = Number(process.env.SAMPLES ?? 300);
const pgLog = process.env.PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
const database = new URL(process.env.DATABASE_URL).pathname.slice(1);

const email = `busy-${randomUUID().slice(0, 8)}@bench.fr`;
const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify({
    name: 'Banc Occupé',
    email,
    // Not built on the member's name (the password policy refuses 'banc' for 'Banc Occupé').
    password: 'tableau-mesure-2026',
    confirmPassword: 'tableau-mesure-2026',
  }),
});
if (!signUp.ok) throw new Error(`inscription refusée : ${signUp.status} ${await signUp.text()}`);
const me = (await signUp.json()).user.id;
const cookie = signUp.headers
  .getSetCookie()
  .map((value) => value.split(';')[0])
  .join('; ');

// The busy member's own data.
const started = Date.now();
await makeBusyMember(pool, me);
console.log(`membre occupé prêt en ${Date.now() - started} ms`);

const page = [
  '/api/dashboard/layout',
  '/api/dashboard?widget=projects',
  '/api/dashboard?widget=network',
  '/api/dashboard?widget=content',
  '/api/dashboard/statistics',
];
const get = async (path) => {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path} : ${response.status}`);
};

async function timed(label, run) {
  const times = [];
  for (let i = 0; i < samples + 20; i += 1) {
    const t = performance.now();
    await run();
    if (i >= 20) times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  console.log(`${label.padEnd(44)} p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
}

await timed('page entière (5 requêtes en parallèle)', () => Promise.all(page.map(get)));
await timed('tout en une requête (GET /api/dashboard)', () => get('/api/dashboard'));
for (const path of page) await timed(path, () => get(path));

// SQL statements of one page load.
// ALTER SYSTEM and a reload reach the server's open connections too (a per-database setting would not).
await pool.query(`ALTER SYSTEM SET log_statement = 'all'`);
await pool.query('SELECT pg_reload_conf()');
await new Promise((resolve) => setTimeout(resolve, 500));
const before = statSync(pgLog).size;
await Promise.all(page.map(get));
await new Promise((resolve) => setTimeout(resolve, 500));
const lines = readFileSync(pgLog, 'utf8').slice(before).split('\n');
const statements = lines.filter(
  (line) => line.includes(`@${database} LOG:`) && /(statement|execute [^:]*):/.test(line),
);
console.log(`requêtes SQL pour un chargement de la page : ${statements.length}`);
for (const line of statements) console.log(`  ${line.replace(/^.*LOG:\s+/, '').slice(0, 110)}`);
await pool.query('ALTER SYSTEM RESET log_statement');
await pool.query('SELECT pg_reload_conf()');
await pool.end();
