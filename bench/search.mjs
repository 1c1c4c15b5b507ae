// The one search (issue 33, GET /api/search): p50, p95 and p99 at 1 connection (sequential requests, timed one
// by one, after 20 warm-up requests) for a few queries, on one PostgreSQL database holding the talents,
// projects and magazine bench data (100,000 members, 50,000 projects, 10,000 articles). Goal: p95 < 30 ms.
//   createdb -h 127.0.0.1 -U postgres plateau_bench_search
//   export DATABASE_URL=postgres://postgres@127.0.0.1:5432/plateau_bench_search
//   npx tsx bench/talents-data.ts && npx tsx bench/projects-data.ts && node bench/magazine-data.mjs
//   PORT=3110 npm start (on that DATABASE_URL), then BASE_URL=http://localhost:3110 node bench/search.mjs
// SAMPLES: sequential requests per query (300).
const base = process.env.BASE_URL ?? 'http://localhost:3000';
const headers = { 'content-type': 'application/json', origin: base };
// One member for every run (sign-ups are rate-limited per address): signed in, created on the first run.
const member = { email: 'mesure-recherche@bench.fr', password: 'plein-texte-2026' };
let session = await fetch(`${base}/api/auth/sign-in/email`, {
  method: 'POST',
  headers,
  body: JSON.stringify(member),
});
if (session.status === 401) {
  session = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Mesure Recherche', ...member, confirmPassword: member.password }),
  });
}
if (!session.ok) throw new Error(`connexion refusée : ${session.status} ${await session.text()}`);
const cookie = session.headers
  .getSetCookie()
  .map((value) => value.split(';')[0])
  .join('; ');

const samples = Number(process.env.SAMPLES ?? 300);

/** p50, p95 and p99 of sequential requests (one connection), after 20 warm-up requests. */
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
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`;
}

const queries = [
  'directeur photo lyon',
  'realisateur',
  'clip',
  'Lyon',
  'kamishibai',
  'festival lumiere',
  'zzzqx',
];
for (const q of queries) {
  const path = `/api/search?${new URLSearchParams({ q })}`;
  const body = await (await fetch(`${base}${path}`, { headers: { cookie } })).json();
  const totals = ['talents', 'projects', 'influencerProjects', 'articles'].map((group) => body[group].total);
  console.log(`« ${q} » (${totals.join(' / ')} résultats) : ${await sequential(path)}`);
}
