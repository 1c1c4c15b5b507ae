// The projects list (a search plus two filters) and the project page's data, on the data of
// bench/projects-data.ts: p95 at 1 connection (sequential requests, timed one by one) and req/s at
// 50 connections (autocannon). Start a server first (DATABASE_URL=... npm start); BASE_URL overrides the
// address, DURATION the seconds at 50 connections (10), SAMPLES the sequential requests (300).
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const headers = { 'content-type': 'application/json', origin: base };
const email = `bench-${randomUUID().slice(0, 8)}@bench.fr`;
const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
  method: 'POST',
  headers,
  body: JSON.stringify({
    name: 'Banc Essai',
    email,
    password: 'banc-essai-1',
    confirmPassword: 'banc-essai-1',
  }),
});
if (!signUp.ok) throw new Error(`inscription refusée : ${signUp.status} ${await signUp.text()}`);
const cookie = signUp.headers
  .getSetCookie()
  .map((value) => value.split(';')[0])
  .join('; ');

const samples = Number(process.env.SAMPLES ?? 300);
const duration = Number(process.env.DURATION ?? 10);

/** p50 and p95 of sequential requests (one connection), after 20 warm-up requests. */
async function sequential(path) {
  const times = [];
  for (let i = 0; i < samples + 20; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} : ${response.status}`);
    if (i >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}

async function loaded(path) {
  const result = await autocannon({ url: `${base}${path}`, headers: { cookie }, connections: 50, duration });
  return `${Math.round(result.requests.average)} req/s à 50 connexions (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx})`;
}

const lists = [
  ['q=lumiere + catégorie + statut', '/api/projects?q=lumiere&category=Film&status=en%20cours'],
  [
    'q=festival + catégorie + recrute',
    '/api/projects?q=festival&category=Th%C3%A9%C3%A2tre&recruiting=recruiting',
  ],
  ['q=kamishibai (mot rare)', '/api/projects?q=kamishibai'],
  ['q=sans résultat + statut + recrute', '/api/projects?q=zzzqx&status=en%20pause&recruiting=not_recruiting'],
  ['sans filtre (page 1)', '/api/projects'],
];
let detailId = null;
for (const [label, path] of lists) {
  const body = await (await fetch(`${base}${path}`, { headers: { cookie } })).json();
  detailId ??= body.items?.[0]?.id ?? null;
  console.log(
    `${label}: ${body.items?.length ?? 0} résultats; ${await sequential(path)}; ${await loaded(path)}`,
  );
}
if (detailId) {
  for (const [label, path] of [
    ['détail du projet', `/api/projects/${detailId}`],
    ['équipe du projet', `/api/projects/${detailId}/members`],
  ]) {
    console.log(`${label}: ${await sequential(path)}; ${await loaded(path)}`);
  }
}
