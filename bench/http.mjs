// Requests/s and p99 of /api/health and of the session check (GET /api/me with a demo session),
// 100 connections for 10 s each, against a server you started (npm start). BASE_URL overrides the address.
import autocannon from 'autocannon';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
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
