// Realtime at scale: SOCKETS (5,000) WebSockets on instance B of two product processes (apps/server/dist/main.mjs)
// sharing one PostgreSQL database with REALTIME_BUS=postgres. First, events published on the bus as instance A
// publishes them (pg_notify on the shared channel), timed to each socket of the member they are for. Then a member signed in on instance A sends connection
// requests (POST /api/connections) to the members whose sockets are on B, one at a time: the time from the request
// to the `notification.changed` on each of the recipient's sockets (every socket of that member, so the fan-out is
// part of it) gives p50/p95/p99; each request is then cancelled. B's memory per open socket is its RSS
// (/proc/<pid>/status) after opening the sockets minus before, divided by their number.
// The client sockets live in CLIENTS child processes (bench/realtime-scale-clients.mjs; each member's sockets spread
// over all of them), timed with the machine's monotonic clock: one process reading 5,000 sockets adds its own
// queue and pauses to the figure. The CPU each process used during each phase is printed after the table.
//   node bench/realtime-scale.mjs    (SKIP_BUILD=1 to reuse the bundle)
// Knobs: DATABASE_URL (postgres://postgres@127.0.0.1:5432/plateau_bench_realtime, created when missing),
// SOCKETS (5000), MEMBERS (50), REQUESTS (300), RATE (20 publishes/s) × SECONDS (10), CLIENTS (2),
// B_NODE_ARGS (Node options for instance B, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`), SERVER_BUNDLE (another
// build's main.mjs for both instances, to compare; nothing is built then). The file-descriptor limit
// (ulimit -n) must exceed the sockets plus margin: the bench checks it and says how to raise it. Never fails on timing.
import { execFileSync, fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildServer } from '../scripts/build-server.mjs';
import { serverNodeFlags } from '../scripts/server-bundle.mjs';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const socketCount = Number(process.env.SOCKETS ?? 5000);
const memberCount = Number(process.env.MEMBERS ?? 50);
const requestCount = Number(process.env.REQUESTS ?? 300);
const rate = Number(process.env.RATE ?? 20);
const seconds = Number(process.env.SECONDS ?? 10);
const clientCount = Math.max(1, Number(process.env.CLIENTS ?? 2));
// Another build of the server to compare with (built elsewhere, e.g. from an older commit); none is built then.
const bundle = path.resolve(process.env.SERVER_BUNDLE ?? path.join(root, 'apps/server/dist/main.mjs'));
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

async function startInstance(nodeArgs = []) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The product's own Node flags (scripts/server-node-flags.json), as `npm start` runs it, then the bench's.
  const child = spawn(process.execPath, [...serverNodeFlags, ...nodeArgs, bundle], {
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

/** CPU time (user + system, ms) a process has used so far. */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
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

/** The machine's monotonic clock in ms, the same in the client processes. */
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

/** A client process: `ask` sends an order and resolves with the next message of the awaited type. */
function startClients() {
  const child = fork(path.join(root, 'bench/realtime-scale-clients.mjs'), [], { stdio: 'inherit' });
  const waiting = new Map();
  child.on('message', (message) => {
    const resolve = waiting.get(message.type);
    waiting.delete(message.type);
    resolve?.(message);
  });
  const next = (type) => new Promise((resolve) => waiting.set(type, resolve));
  const ask = (order, answer) => {
    const reply = answer ? next(answer) : Promise.resolve();
    child.send(order);
    return reply;
  };
  return { child, next, ask, ready: next('ready') };
}

/** Where the CPU went during a phase: this process (the clients), instances A and B. */
async function usageSince(start = null) {
  const stats = await Promise.all(clients.map((client) => client.ask({ type: 'stats' }, 'stats')));
  const now = { at: performance.now(), a: cpuMs(a.child.pid), b: cpuMs(b.child.pid) };
  if (!start) return now;
  const cpu = stats.reduce((sum, stat) => sum + stat.cpuMs, 0);
  const busiest = Math.max(...stats.map((stat) => stat.loop));
  return (
    `${((now.at - start.at) / 1000).toFixed(1)} s: CPU of the ${clients.length} client processes ${cpu.toFixed(0)} ms ` +
    `(busiest event loop ${(busiest * 100).toFixed(0)} % busy), ` +
    `instance B ${(now.b - start.b).toFixed(0)} ms, instance A ${(now.a - start.a).toFixed(0)} ms`
  );
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

if (!process.env.SKIP_BUILD && !process.env.SERVER_BUNDLE) await buildServer();
const a = await startInstance();
const b = await startInstance(process.env.B_NODE_ARGS?.split(' ').filter(Boolean));
const clients = Array.from({ length: clientCount }, startClients);
try {
  await Promise.all(clients.map((client) => client.ready));
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

  // Socket i is member i % MEMBERS's, in client process ⌊i / MEMBERS⌋ % CLIENTS: every member's sockets are
  // spread over every client process. counts[c][m]: the sockets of member m in process c.
  const counts = clients.map(() => members.map(() => 0));
  const warmUp = clients.map(() => members.map(() => 0));
  for (let index = 0; index < socketCount; index += 1) {
    const client = Math.floor(index / members.length) % clients.length;
    (index < members.length ? warmUp : counts)[client][index % members.length] += 1;
  }
  const open = (table) =>
    Promise.all(
      clients.map((client, c) =>
        client.ask({ type: 'open', base: b.base, origin, members, counts: table[c] }, 'opened'),
      ),
    );
  // Warm B up with one socket per member (code paths, caches), then measure the RSS of the rest.
  await open(warmUp);
  const rssBefore = rssKb(b.child.pid);
  const loadBefore = readFileSync('/proc/loadavg', 'utf8').trim();
  const openedAt = performance.now();
  await open(counts);
  const openSeconds = (performance.now() - openedAt) / 1000;
  const rssAfter = rssKb(b.child.pid);
  for (let c = 0; c < clients.length; c += 1) {
    for (let m = 0; m < members.length; m += 1) counts[c][m] += warmUp[c][m];
  }
  const perMember = members.map((_, m) => counts.reduce((sum, row) => sum + row[m], 0));

  // 1. Publish → socket: RATE publishes a second for SECONDS, each to one member's room, sent as instance A's
  // bus sends them (`select pg_notify('plateau_realtime', …)`, apps/server/src/realtime/postgres-bus.ts).
  const bus = new pg.Client({ connectionString: url });
  await bus.connect();
  const total = rate * seconds;
  const publishedAt = [];
  let expected = 0;
  const busUsage = await usageSince();
  const publishStart = performance.now();
  for (let seq = 0; seq < total; seq += 1) {
    const m = seq % members.length;
    expected += perMember[m];
    publishedAt[seq] = nowMs();
    await bus.query('select pg_notify($1, $2)', [
      'plateau_realtime',
      JSON.stringify({
        room: `user:${members[m].id}`,
        event: { type: 'notification.changed', notificationId: `banc-${seq}` },
      }),
    ]);
    const wait = publishStart + ((seq + 1) * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await bus.end();
  const drainUntil = performance.now() + 10_000;
  for (;;) {
    const got = await Promise.all(clients.map((client) => client.ask({ type: 'count' }, 'count')));
    if (got.reduce((sum, reply) => sum + reply.count, 0) >= expected || performance.now() > drainUntil) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const busPhase = await usageSince(busUsage);
  const busLatencies = [];
  for (const client of clients) {
    const { deliveries } = await client.ask({ type: 'report' }, 'report');
    for (const [seq, at] of deliveries) busLatencies.push(at - publishedAt[seq]);
  }

  // 2. A member's action on A → the recipient's sockets on B, through the whole product.
  let missed = 0;
  const latencies = [];
  const requestUsage = await usageSince();
  for (let index = 0; index < requestCount; index += 1) {
    const m = index % members.length;
    const recipient = members[m];
    const requester = requesters[Math.floor(index / members.length)];
    const headers = { cookie: requester.cookie, 'content-type': 'application/json', origin };
    const involved = clients.filter((_, c) => counts[c][m] > 0);
    await Promise.all(
      involved.map((client) =>
        client.ask(
          { type: 'pending', memberId: recipient.id, left: counts[clients.indexOf(client)][m] },
          'armed',
        ),
      ),
    );
    const done = involved.map((client) => client.next('done'));
    const started = nowMs();
    const response = await fetch(`${a.base}/api/connections`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ userId: recipient.id }),
    });
    if (response.status !== 201)
      throw new Error(`demande refusée : ${response.status} ${await response.text()}`);
    const { connection } = await response.json();
    let timer;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(() => resolve(null), 10_000);
    });
    const replies = await Promise.race([Promise.all(done), timeout]);
    clearTimeout(timer);
    if (replies) for (const reply of replies) for (const at of reply.times) latencies.push(at - started);
    else missed += 1;
    for (const client of involved) client.child.send({ type: 'clear' });
    const cancel = await fetch(`${a.base}/api/connections/${connection.id}`, {
      method: 'DELETE',
      headers: { cookie: requester.cookie, origin },
    });
    if (cancel.status !== 204) throw new Error(`annulation refusée : ${cancel.status}`);
    // The cancellation's own notification.changed reaches the recipient's sockets: let it pass first.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const requestPhase = await usageSince(requestUsage);
  const sorted = latencies.sort((x, y) => x - y);
  const loadAfter = readFileSync('/proc/loadavg', 'utf8').trim();
  const opened = perMember.reduce((sum, count) => sum + count, 0);
  const perSocket = ((rssAfter - rssBefore) * 1024) / (opened - members.length);
  console.log(
    `${opened} WebSockets on instance B (${memberCount} members, ${opened / memberCount} sockets each, ` +
      `opened in ${openSeconds.toFixed(1)} s, ${clients.length} client processes), PostgreSQL bus, ` +
      `${new Date().toISOString().slice(0, 16)} UTC`,
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
    `| instance B's RSS before → after opening ${opened - members.length} sockets | ` +
      `${(rssBefore / 1024).toFixed(1)} → ${(rssAfter / 1024).toFixed(1)} MB: **${(perSocket / 1024).toFixed(1)} KB per socket** | — |`,
  );
  console.log(`CPU during the publishes, ${busPhase}`);
  console.log(`CPU during the connection requests, ${requestPhase}`);
} finally {
  for (const client of clients) if (client.child.connected) client.child.send({ type: 'close' });
  await Promise.all(
    clients.map((client) =>
      client.child.exitCode === null ? new Promise((resolve) => client.child.once('exit', resolve)) : null,
    ),
  );
  await stop(b.child);
  await stop(a.child);
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(0);
