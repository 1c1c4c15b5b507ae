// Requests/s and p99 of /api/health and of the session check (GET /api/me with a demo session),
// 100 connections for 10 s each, against a server you started (npm start). BASE_URL overrides the address;
// without the demo data (a database filled by bench/talents-data.ts) it signs up a member of its own.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const headers = { 'content-type': 'application/json', origin: base };
/** The demo member's session, or a new member's when the database has no demo data (bench/talents-data.ts). */
async function sessionCookie() {
  let response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'camille@demo.fr', password: 'demo1234' }),
  });
  if (response.status === 401) {
    response = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Banc Essai',
        email: `bench-${randomUUID().slice(0, 8)}@bench.fr`,
        password: 'banc-essai-1',
        confirmPassword: 'banc-essai-1',
      }),
    });
  }
  if (!response.ok) throw new Error(`connexion refusée : ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}
const cookie = await sessionCookie();

for (const [label, options] of [
  ['/api/health', { url: `${base}/api/health` }],
  ['/api/me (session check)', { url: `${base}/api/me`, headers: { cookie } }],
]) {
  const result = await autocannon({ ...options, connections: 100, duration: 10 });
  console.log(
    `${label}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ` +
      `errors ${result.errors}, non-2xx ${result.non2xx}`,
  );
}
