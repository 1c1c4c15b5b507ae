// /api/talents with a text search plus two filters, one page of 20 (autocannon, 50 connections, 10 s),
// then 20 avatar uploads of a 2 MB JPEG (time each; the server's peak memory when SERVER_PID is given).
// Start a server first (npm start, or DATABASE_URL=... npm start); BASE_URL overrides the address,
// DURATION the seconds per query (10), UPLOADS=0 skips the uploads, ONLY=<label part> runs matching queries.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import sharp from 'sharp';

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

const memory = () => {
  if (!process.env.SERVER_PID) return null;
  const status = readFileSync(`/proc/${process.env.SERVER_PID}/status`, 'utf8');
  const read = (key) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0) / 1024;
  return { rss: read('VmRSS'), peak: read('VmHWM') };
};

const queries = [
  [
    'q=realisateur + disponibilité + ville',
    '/api/talents?q=realisateur&availability=disponible&location=Paris',
  ],
  [
    'q=montage + disponibilité + compétence',
    '/api/talents?q=montage&availability=sur%20un%20projet&skills=Mixage',
  ],
  ['q=kamishibaï (mot rare, 1 membre sur 5 000)', '/api/talents?q=kamishibai'],
  ['q=sans résultat', '/api/talents?q=zzzqx'],
  ['q=sans résultat + disponibilité + ville', '/api/talents?q=zzzqx&availability=disponible&location=Paris'],
  ['sans filtre (page 1)', '/api/talents'],
  ['sans filtre (page 50)', '/api/talents?page=50'],
];
const duration = Number(process.env.DURATION ?? 10);
for (const [label, path] of queries) {
  if (process.env.ONLY && !label.includes(process.env.ONLY)) continue;
  const check = await fetch(`${base}${path}`, { headers: { cookie } });
  const body = await check.json();
  const result = await autocannon({
    url: `${base}${path}`,
    headers: { cookie },
    connections: 50,
    duration,
  });
  console.log(
    `${label}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p95 ${result.latency.p97_5 ?? '?'} ms (p97.5), p99 ${result.latency.p99} ms, ` +
      `${body.items?.length ?? 0} résultats, erreurs ${result.errors}, non-2xx ${result.non2xx}`,
  );
}

if (process.env.UPLOADS === '0') process.exit(0);

// A 2 MB JPEG of noise (noise does not compress, so the file really weighs ~2 MB).
const quality = 95;
let side = 1400;
let jpeg = Buffer.alloc(0);
for (;;) {
  jpeg = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
  if (jpeg.length <= 2 * 1024 * 1024) break;
  side -= 50;
}
const before = memory();
const times = [];
for (let i = 0; i < 20; i += 1) {
  const form = new FormData();
  form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'photo.jpg');
  const started = performance.now();
  const response = await fetch(`${base}/api/uploads?kind=avatar`, {
    method: 'POST',
    headers: { cookie, origin: base },
    body: form,
  });
  if (response.status !== 201) throw new Error(`envoi refusé : ${response.status} ${await response.text()}`);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const after = memory();
console.log(
  `avatar ${(jpeg.length / 1024 / 1024).toFixed(2)} Mo (${side}x${side}) : médiane ${times[10].toFixed(0)} ms, max ${times[19].toFixed(0)} ms` +
    (after
      ? `; mémoire serveur RSS ${before.rss.toFixed(0)} -> ${after.rss.toFixed(0)} Mo, pic ${after.peak.toFixed(0)} Mo`
      : ''),
);
