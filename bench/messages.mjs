// Messaging over HTTP and WebSocket against a running server on the data of bench/messages-data.ts:
//   1. conversation list of a member with 500 conversations (goal p95 < 20 ms), one request at a time;
//   2. a thread page of 50 (newest, and deep in a 5,000-message thread) (goal p95 < 10 ms);
//   3. send -> receive latency: POST a message, time until the receiver's socket gets message.created.
// Start the server first, e.g.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/plateau_bench_messages AUTH_RATE_LIMIT_MAX=1000 npm start
// BASE_URL overrides the address; ROUNDS (default 500) the samples of 1 and 2. Never fails on timing.
import WebSocket from 'ws';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const rounds = Number(process.env.ROUNDS ?? 500);
const password = 'banc-messages-1';
const origin = { origin: base };

async function signIn(email) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`connexion refusée pour ${email} : ${response.status} ${await response.text()}`);
  const body = await response.json();
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { id: body.user.id, cookie };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (label, samples, extra = '') => {
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(
    `${label}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, ` +
      `p99 ${percentile(sorted, 99).toFixed(1)} ms (${sorted.length} requêtes)${extra}`,
  );
};

async function timeGets(label, path, cookie, check) {
  const samples = [];
  let body = null;
  for (let index = 0; index < rounds + 20; index += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    body = await response.json();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`${path} : ${response.status} ${JSON.stringify(body)}`);
    if (index >= 20) samples.push(elapsed);
  }
  summary(label, samples, check ? ` ; ${check(body)}` : '');
  return body;
}

const heavy = await signIn('bench-heavy@bench-msg.fr');
const partner = await signIn('bench-partner@bench-msg.fr');

// 1. The conversation list (first page, and a page of 100).
let total = 0;
let cursor = null;
do {
  const response = await fetch(`${base}/api/conversations?limit=100${cursor ? `&cursor=${cursor}` : ''}`, {
    headers: { cookie: heavy.cookie },
  });
  const body = await response.json();
  total += body.items.length;
  cursor = body.nextCursor;
} while (cursor);
console.log(`membre lourd : ${total} conversations`);
await timeGets(
  'GET /api/conversations (page de 30)',
  '/api/conversations',
  heavy.cookie,
  (body) => `${body.items.length} conversations`,
);
await timeGets('GET /api/conversations?limit=100', '/api/conversations?limit=100', heavy.cookie);
await timeGets(
  'GET /api/conversations/unread-count',
  '/api/conversations/unread-count',
  heavy.cookie,
  (body) => `${body.count} non lues`,
);

// 2. Thread pages of 50: the newest, then one 2,000 messages back.
const threadPath = `/api/conversations/${partner.id}/messages`;
const first = await timeGets(
  'GET fil (50 plus récents, fil de 5 000)',
  threadPath,
  heavy.cookie,
  (body) => `${body.items.length} messages`,
);
let deepCursor = first.nextCursor;
for (let page = 0; page < 40 && deepCursor; page += 1) {
  const response = await fetch(`${base}${threadPath}?cursor=${deepCursor}`, {
    headers: { cookie: heavy.cookie },
  });
  deepCursor = (await response.json()).nextCursor;
}
await timeGets(
  'GET fil (page de 50, 2 000 messages plus tôt)',
  `${threadPath}?cursor=${deepCursor}`,
  heavy.cookie,
);
await timeGets('GET membres (nouvelle conversation, page 1)', '/api/conversations/members', heavy.cookie);
await timeGets(
  'GET membres ?q=zoé moreau',
  `/api/conversations/members?q=${encodeURIComponent('zoé moreau')}`,
  heavy.cookie,
  (body) => `${body.items.length} résultats`,
);

// 3. Send -> receive over the WebSocket: 10 senders in turn, RATE (default 4) messages a second to one
// receiver. Each message gives the receiver two events (message.created, notification.changed) and a
// socket gets at most 10 events a second (spec 1 §9; more are coalesced), hence the modest rate.
const senders = [];
for (let index = 1; index <= 10; index += 1) senders.push(await signIn(`bench-sender-${index}@bench-msg.fr`));
const socket = new WebSocket(`${base.replace('http', 'ws')}/api/realtime`, {
  headers: { cookie: partner.cookie, ...origin },
});
const arrivals = new Map();
const waiters = new Map();
socket.on('message', (data) => {
  const message = JSON.parse(String(data));
  if (message.type === 'pong') waiters.get('pong')?.();
  if (message.type !== 'event' || message.event.type !== 'message.created') return;
  arrivals.set(message.event.messageId, performance.now());
  waiters.get(message.event.messageId)?.();
});
await new Promise((resolve, reject) => {
  socket.once('open', resolve);
  socket.once('error', reject);
});
await new Promise((resolve) => {
  waiters.set('pong', resolve);
  socket.send(JSON.stringify({ type: 'ping' }));
});

const sends = Number(process.env.SENDS ?? 120);
const rate = Number(process.env.RATE ?? 4);
let lost = 0;
const latencies = [];
const posts = [];
const startedAt = performance.now();
const pending = [];
for (let index = 0; index < sends; index += 1) {
  const sender = senders[index % senders.length];
  const sentAt = performance.now();
  pending.push(
    (async () => {
      const response = await fetch(`${base}/api/conversations/${partner.id}/messages`, {
        method: 'POST',
        headers: { cookie: sender.cookie, 'content-type': 'application/json', ...origin },
        body: JSON.stringify({ content: `Latence ${index}` }),
      });
      const body = await response.json();
      if (response.status !== 201)
        throw new Error(`envoi refusé : ${response.status} ${JSON.stringify(body)}`);
      posts.push(performance.now() - sentAt);
      const id = body.message.id;
      if (!arrivals.has(id)) {
        await new Promise((resolve) => {
          waiters.set(id, resolve);
          setTimeout(resolve, 3000);
        });
      }
      const arrived = arrivals.get(id);
      if (arrived === undefined) lost += 1;
      else latencies.push(arrived - sentAt);
    })(),
  );
  const due = startedAt + ((index + 1) * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
await Promise.all(pending);
summary('POST message (réponse 201)', posts);
summary(
  `envoi -> réception sur le WebSocket du destinataire (${rate}/s)`,
  latencies,
  lost ? ` ; ${lost} non reçus en 3 s` : '',
);
socket.close();
