// Realtime at scale: SOCKETS (5,000) WebSockets on instance B of two product processes (apps/server/dist/main.mjs)
// sharing one PostgreSQL database with REALTIME_BUS=postgres. First, events published on the bus as instance A
// publishes them (pg_notify on the shared channel), timed to each socket of the member they are for. Then a member signed in on instance A sends connection
// requests (POST /api/connections) to the members whose sockets are on B, one at a time: the time from the request
// to the `notification.changed` on each of the recipient's sockets (every socket of that member, so the fan-out is
// part of it) gives p50/p95/p99; each request is then cancelled. B's memory per open socket is its RSS
// (/proc/<pid>/status) after opening the sockets minus before, divided by their number.
//   node bench/realtime-scale.mjs    (SKIP_BUILD=1 to reuse the bundle)
// Knobs: DATABASE_URL (postgres://postgres@127.0.0.1:5432/plateau_bench_realtime, created when missing),
// SOCKETS (5000), MEMBERS (50), REQUESTS (300), RATE (20 publishes/s) × SECONDS (10). The file-descriptor limit (ulimit -n) must exceed the sockets
// plus margin for this process and for B: the bench checks it and says how to raise it. Never fails on timing.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { buildServer } from '../scripts/build-server.mjs';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const socketCount = Number(process.env.SOCKETS ?? 5000);
const memberCount = Number(process.env.MEMBERS ?? 50);
const requestCount = Number(process.env.REQUESTS ?? 300);
const rate = Number(process.env.RATE ?? 20);
const seconds = Number(process.env.SECONDS ?? 10);
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/plateau_bench_realtime';

// The open files limit: this process holds every client socket, instance B every server socket.
const limit = Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
if (Number.isFinite(limit) && limit < socketCount + 1000) {
  console.error(
    `ulimit -n vaut ${limit} : trop peu pour ${socketCount} sockets. Relancer avec ` +
      `\`ulimit -n ${socketCount * 2 + 1000} && node bench/realtime-scale.mjs\` (ou diminuer SOCKETS).`,
  );
  process.exit(1);
}

const target = new URL(url);
const name = target.pathname.slice(1);
if (!/^plateau_bench_\w+$/.test(name)) throw new Error(`base du banc attendue (plateau_bench_…) : ${name}`);
const admin = new pg.Client({
  connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href,
});
await admin.connect();
const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
await admin.end();

const workDir = mkdtempSync(path.join(tmpdir(), 'plateau-realtime-scale-'));
const origin = 'http://127.0.0.1';

async function startInstance() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      REALTIME_BUS: 'postgres',
      AUTH_SECRET: 'secret-du-banc-temps-reel-0123456789abcdef',
      SEED: 'none',
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '100000',
      WRITE_LIMIT_FACTOR: '100',
      DATA_DIR: path.join(workDir, `data-${port}`),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance arrêtée (code ${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error("l'instance n'a pas répondu en 3 minutes");
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);

async function signUp(base, index) {
  const email = `banc-rt-${Date.now()}-${index}-${Math.random().toString(36).slice(2, 8)}@bench.test`;
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      name: `Abonné ${index}`,
      email,
      password: 'mesure-parallele-7',
      confirmPassword: 'mesure-parallele-7',
    }),
  });
  if (!response.ok) throw new Error(`inscription refusée : ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { id: (await response.json()).user.id, cookie };
}

/** Opens one socket and waits for the pong of its ping; `onEvent` gets every event it receives. */
function openSocket(base, member, onEvent) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/realtime`, {
      headers: { cookie: member.cookie, origin },
    });
    const timer = setTimeout(() => reject(new Error('socket non ouvert en 30 s')), 30_000);
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'pong') {
        clearTimeout(timer);
        resolve(socket);
      } else if (message.type === 'event' && message.event) onEvent(member, message.event);
    });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'ping' })));
    socket.once('error', reject);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

if (!process.env.SKIP_BUILD) await buildServer();
const a = await startInstance();
const b = await startInstance();
try {
  const members = [];
  for (let index = 0; index < memberCount; index += 1) members.push(await signUp(b.base, index));
  // One request per requester and recipient (the product limits the requests to one member in a week).
  const requesters = [];
  for (let index = 0; index < Math.ceil(requestCount / memberCount); index += 1) {
    requesters.push(await signUp(a.base, `demandeur-${index}`));
  }
  // Requests are for members whose address is confirmed (no mail is read here: set in the database).
  const database = new pg.Client({ connectionString: url });
  await database.connect();
  await database.query('UPDATE users SET email_verified = true WHERE id = ANY($1::uuid[])', [
    requesters.map((requester) => requester.id),
  ]);
  await database.end();

  // The pending request's deliveries: member id, start time, and the sockets still to receive it.
  let pending = null;
  const latencies = [];
  // Phase 1: publishes straight onto the bus (what instance A's bus sends), numbered 'banc-<n>'.
  const publishedAt = [];
  const busLatencies = [];
  const onEvent = (member, event) => {
    if (event.type !== 'notification.changed') return;
    const published = /^banc-(\d+)$/.exec(String(event.notificationId));
    if (published) {
      busLatencies.push(performance.now() - publishedAt[Number(published[1])]);
      return;
    }
    if (pending?.memberId !== member.id) return;
    latencies.push(performance.now() - pending.started);
    pending.left -= 1;
    if (pending.left === 0) pending.done();
  };

  // Warm B up with one socket per member (code paths, caches), then measure the RSS of the rest.
  const sockets = [];
  for (const member of members) sockets.push(await openSocket(b.base, member, onEvent));
  const rssBefore = rssKb(b.child.pid);
  const loadBefore = readFileSync('/proc/loadavg', 'utf8').trim();
  const openedAt = performance.now();
  for (let start = sockets.length; start < socketCount; start += 100) {
    const batch = [];
    for (let index = start; index < Math.min(socketCount, start + 100); index += 1) {
      batch.push(openSocket(b.base, members[index % members.length], onEvent));
    }
    sockets.push(...(await Promise.all(batch)));
  }
  const openSeconds = (performance.now() - openedAt) / 1000;
  const rssAfter = rssKb(b.child.pid);
  const perMember = new Map();
  for (let index = 0; index < sockets.length; index += 1) {
    const id = members[index % members.length].id;
    perMember.set(id, (perMember.get(id) ?? 0) + 1);
  }

  // 1. Publish → socket: RATE publishes a second for SECONDS, each to one member's room, sent as instance A's
  // bus sends them (`select pg_notify('plateau_realtime', …)`, apps/server/src/realtime/postgres-bus.ts).
  const bus = new pg.Client({ connectionString: url });
  await bus.connect();
  const total = rate * seconds;
  let expected = 0;
  const publishStart = performance.now();
  for (let seq = 0; seq < total; seq += 1) {
    const member = members[seq % members.length];
    expected += perMember.get(member.id);
    publishedAt[seq] = performance.now();
    await bus.query('select pg_notify($1, $2)', [
      'plateau_realtime',
      JSON.stringify({
        room: `user:${member.id}`,
        event: { type: 'notification.changed', notificationId: `banc-${seq}` },
      }),
    ]);
    const wait = publishStart + ((seq + 1) * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await bus.end();
  const drainUntil = performance.now() + 10_000;
  while (busLatencies.length < expected && performance.now() < drainUntil) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  // 2. A member's action on A → the recipient's sockets on B, through the whole product.
  let missed = 0;
  for (let index = 0; index < requestCount; index += 1) {
    const recipient = members[index % members.length];
    const requester = requesters[Math.floor(index / members.length)];
    const headers = { cookie: requester.cookie, 'content-type': 'application/json', origin };
    const delivered = new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), 10_000);
      pending = {
        memberId: recipient.id,
        started: performance.now(),
        left: perMember.get(recipient.id),
        done: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
    });
    const response = await fetch(`${a.base}/api/connections`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ userId: recipient.id }),
    });
    if (response.status !== 201)
      throw new Error(`demande refusée : ${response.status} ${await response.text()}`);
    const { connection } = await response.json();
    if (!(await delivered)) missed += 1;
    pending = null;
    const cancel = await fetch(`${a.base}/api/connections/${connection.id}`, {
      method: 'DELETE',
      headers: { cookie: requester.cookie, origin },
    });
    if (cancel.status !== 204) throw new Error(`annulation refusée : ${cancel.status}`);
    // The cancellation's own notification.changed reaches the recipient's sockets: let it pass first.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const sorted = latencies.sort((x, y) => x - y);
  const loadAfter = readFileSync('/proc/loadavg', 'utf8').trim();
  const perSocket = ((rssAfter - rssBefore) * 1024) / (sockets.length - members.length);
  console.log(
    `${sockets.length} WebSockets on instance B (${memberCount} members, ${sockets.length / memberCount} sockets each, ` +
      `opened in ${openSeconds.toFixed(1)} s), PostgreSQL bus, ${new Date().toISOString().slice(0, 16)} UTC`,
  );
  console.log(`load (/proc/loadavg) before: ${loadBefore}; after: ${loadAfter}`);
  console.log('| figure | value | goal |');
  console.log('|---|---|---|');
  const busSorted = busLatencies.sort((x, y) => x - y);
  console.log(
    `| publish on the bus (pg_notify, ${total} at ${rate}/s) → notification.changed on each of the member's sockets on B ` +
      `(${busLatencies.length}/${expected} deliveries) | p50 ${percentile(busSorted, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(busSorted, 95).toFixed(1)} ms, **p99 ${percentile(busSorted, 99).toFixed(1)} ms**, ` +
      `max ${busSorted.at(-1).toFixed(1)} ms | p99 < 100 ms |`,
  );
  console.log(
    `| connection request on A → notification.changed on each of the recipient's sockets on B (${requestCount} requests, ` +
      `${latencies.length} deliveries${missed ? `, ${missed} requests not fully delivered in 10 s` : ''}) | ` +
      `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, **p99 ${percentile(sorted, 99).toFixed(1)} ms**, ` +
      `max ${sorted.at(-1).toFixed(1)} ms | p99 < 100 ms |`,
  );
  console.log(
    `| instance B's RSS before → after opening ${sockets.length - members.length} sockets | ` +
      `${(rssBefore / 1024).toFixed(1)} → ${(rssAfter / 1024).toFixed(1)} MB: **${(perSocket / 1024).toFixed(1)} KB per socket** | — |`,
  );
  for (const socket of sockets) socket.terminate();
} finally {
  await stop(b.child);
  await stop(a.child);
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(0);
