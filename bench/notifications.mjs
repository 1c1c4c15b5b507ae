// Notifications on a large data set (see bench/notifications-data.mjs, 1,000,000 rows, 100,000 for the
// demo member): p50/p95/p99 at 1 connection (goal p95 < 10 ms) and requests/s at 50 connections of
//  - the page (GET /api/notifications: first page, each filter, a deep page by cursor),
//  - the unread count (GET /api/notifications/unread-count, the badge every member polls).
// Usage: BASE_URL=http://localhost:3917 node bench/notifications.mjs (camille@demo.fr must exist).
import autocannon from 'autocannon';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
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

const get = async (path) => {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path} : ${response.status} ${await response.text()}`);
  return response.json();
};

// A cursor 50 pages (1,000 notifications) deep, as 'Charger plus' clicked 50 times would reach.
let cursor = null;
for (let page = 0; page < 50; page += 1) {
  cursor = (await get(`/api/notifications${cursor ? `?cursor=${cursor}` : ''}`)).nextCursor;
}
const { count } = await get('/api/notifications/unread-count');
console.log(`membre de démonstration : ${count} notifications non lues`);

const cases = [
  ['page 1', '/api/notifications'],
  ['type=message', '/api/notifications?type=message'],
  ['type=task&read=false', '/api/notifications?type=task&read=false'],
  ['read=false', '/api/notifications?read=false'],
  ['page 51 (curseur)', `/api/notifications?cursor=${cursor}`],
  ['compteur non lues', '/api/notifications/unread-count'],
];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function load(path, connections) {
  const times = [];
  const instance = autocannon({ url: `${base}${path}`, connections, duration, headers: { cookie } });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  if (result.non2xx || result.errors)
    throw new Error(`${path} : non-2xx ${result.non2xx}, erreurs ${result.errors}`);
  times.sort((a, b) => a - b);
  return { times, rps: Math.round(result.requests.average) };
}

// Warm-up (JIT, connection pool, PostgreSQL cache): not measured.
for (const [, path] of cases)
  await autocannon({ url: `${base}${path}`, connections: 10, duration: 2, headers: { cookie } });

const f = (value) => value.toFixed(1);
for (const [label, path] of cases) {
  const items = path.includes('unread-count') ? '' : `, ${(await get(path)).items.length} éléments`;
  const single = await load(path, 1);
  const many = await load(path, 50);
  console.log(
    `${label}: 1 connexion p50 ${f(percentile(single.times, 50))} ms, p95 ${f(percentile(single.times, 95))} ms, ` +
      `p99 ${f(percentile(single.times, 99))} ms (${single.rps} req/s); ` +
      `50 connexions ${many.rps} req/s, p95 ${f(percentile(many.times, 95))} ms${items}`,
  );
}
