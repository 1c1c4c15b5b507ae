// Magazine latency on a large data set (see bench/magazine-data.mjs): p50/p95/p99 of
//  1. search + category filter (GET /api/articles?q=&category=), goal p95 < 30 ms;
//  2. the article page: article, its comments and its 3 related articles, goal p95 < 15 ms
//     (each call alone with autocannon, and the three in parallel as the page loads them).
// Usage: BASE_URL=http://localhost:3000 node bench/magazine.mjs (demo member camille@demo.fr must exist).
import autocannon from 'autocannon';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const connections = Number(process.env.CONNECTIONS ?? 10);
const duration = Number(process.env.DURATION ?? 10);
const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify({ email: 'camille@demo.fr', password: 'demo1234' }),
});
if (!signIn.ok) throw new Error(`connexion de démonstration refusée : ${signIn.status}`);
const cookie = signIn.headers
  .getSetCookie()
  .map((value) => value.split(';')[0])
  .join('; ');

const queries = [
  'tournage',
  'etalonnage',
  'comedienne',
  'festival court-métrage',
  'droits auteur',
  'scene',
  'mixage son',
  'financement',
  'théâtre danse',
  'camera objectif',
];
const categories = [
  'Actualités',
  'Événements',
  'Tutoriels',
  'Technique',
  'Festivals',
  'Formation',
  'Scénario',
  'Théâtre',
];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

// Article ids to open: a few pages of the feed.
const ids = [];
let cursor = '';
while (ids.length < 500) {
  const page = await (await fetch(`${base}/api/articles?limit=50${cursor}`, { headers: { cookie } })).json();
  ids.push(...page.items.map((item) => item.id));
  if (!page.nextCursor) break;
  cursor = `&cursor=${page.nextCursor}`;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (label, times, extra = '') => {
  const sorted = [...times].sort((a, b) => a - b);
  const f = (v) => v.toFixed(1);
  console.log(
    `${label}: ${sorted.length} requêtes, p50 ${f(percentile(sorted, 50))} ms, p95 ${f(percentile(sorted, 95))} ms, ` +
      `p99 ${f(percentile(sorted, 99))} ms${extra}`,
  );
};

async function load(label, makePath) {
  const times = [];
  const instance = autocannon({
    url: base,
    connections,
    duration,
    headers: { cookie },
    requests: [{ setupRequest: (request) => ({ ...request, path: makePath() }) }],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  summary(
    label,
    times,
    `, ${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}, erreurs ${result.errors}`,
  );
}

await load(
  'recherche + catégorie',
  () =>
    `/api/articles?q=${encodeURIComponent(pick(queries))}&category=${encodeURIComponent(pick(categories))}`,
);
await load('recherche seule', () => `/api/articles?q=${encodeURIComponent(pick(queries))}`);
await load('flux (page 1)', () => '/api/articles');
await load('article', () => `/api/articles/${pick(ids)}`);
await load('commentaires (50 premiers)', () => `/api/articles/${pick(ids)}/comments`);
await load('articles similaires', () => `/api/articles/${pick(ids)}/related`);

// The page as the browser loads it: the three calls in parallel, `connections` pages at a time.
const pageTimes = [];
const deadline = Date.now() + duration * 1000;
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (Date.now() < deadline) {
      const id = pick(ids);
      const started = performance.now();
      const responses = await Promise.all(
        ['', '/comments', '/related'].map((suffix) =>
          fetch(`${base}/api/articles/${id}${suffix}`, { headers: { cookie } }),
        ),
      );
      await Promise.all(responses.map((response) => response.arrayBuffer()));
      if (responses.some((response) => !response.ok)) throw new Error('réponse en erreur');
      pageTimes.push(performance.now() - started);
    }
  }),
);
summary('page article (3 appels en parallèle)', pageTimes);
