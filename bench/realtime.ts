// Realtime latency over many WebSocket clients, in process:
//   1. publish -> receive of events (p50/p99);
//   2. request -> receipt: a member sends a connection request (POST /api/connections), timed until the
//      recipient's socket gets the notification.changed of the notification it created (then cancels it).
//
// Usage (from the repository root; it starts and stops everything itself, on loopback only):
//   node --import tsx bench/realtime.ts
//     one instance, memory bus, temporary in-memory PGlite
//   DATABASE_URL=postgres://…/scratch node --import tsx bench/realtime.ts
//     also: two instances with REALTIME_BUS=postgres on that database (sockets on B, publishing on A)
// Knobs: SOCKETS (2000), MEMBERS (20), RATE publishes/s (50), SECONDS (10), REQUESTS (200).
// Clients and servers share one Node process: the figures include the clients' own work. Never fails on timing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../apps/server/src/app';
import { type Config, loadConfig } from '../apps/server/src/config';
import { type Database, openDatabase } from '../apps/server/src/db/client';

const socketCount = Math.min(Number(process.env.SOCKETS ?? 2000), 5000);
const memberCount = Math.max(1, Math.min(Number(process.env.MEMBERS ?? 20), 200));
const rate = Math.min(Number(process.env.RATE ?? 50), 1000);
const seconds = Math.min(Number(process.env.SECONDS ?? 10), 60);
const requestCount = Math.min(Number(process.env.REQUESTS ?? 200), 2000);
const databaseUrl = process.env.DATABASE_URL || undefined;

type Member = { id: string; cookie: string };
type Instance = { app: FastifyInstance; database: Database; base: string };

function configFor(bus: 'memory' | 'postgres'): Config {
  const base = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'plateau-bench-rt-')),
    AUTH_SECRET: 'secret-du-banc-temps-reel-0123456789abcdef',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'warn',
    REALTIME_BUS: bus,
    ...(databaseUrl && bus === 'postgres' ? { DATABASE_URL: databaseUrl } : {}),
  });
  return { ...base, authRateLimit: { window: 60, max: 1_000_000 } };
}

async function startInstance(bus: 'memory' | 'postgres'): Promise<Instance> {
  const database =
    bus === 'postgres' && databaseUrl
      ? await openDatabase({ kind: 'postgres', url: databaseUrl })
      : await openDatabase({ kind: 'pglite' });
  const app = await buildApp({ config: configFor(bus), database, logger: { level: 'warn' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('adresse d’écoute inconnue');
  return { app, database, base: `http://127.0.0.1:${address.port}` };
}

async function signUp(base: string, index: number): Promise<Member> {
  const email = `banc-${Date.now()}-${index}-${Math.random().toString(36).slice(2, 8)}@bench.test`;
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1' },
    body: JSON.stringify({
      name: `Banc ${index}`,
      email,
      password: 'banc-temps-reel',
      confirmPassword: 'banc-temps-reel',
    }),
  });
  if (!response.ok) throw new Error(`inscription refusée : ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { id: body.user.id, cookie };
}

/** Opens the sockets, at most 100 handshakes at a time, each checked with a ping/pong. */
async function openSockets(
  base: string,
  members: Member[],
  onEvent: (member: Member, event: { type?: string; notificationId?: string }) => void,
): Promise<WebSocket[]> {
  const url = `${base.replace('http', 'ws')}/api/realtime`;
  const sockets: WebSocket[] = [];
  const openOne = (member: Member) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(url, { headers: { cookie: member.cookie } });
      const timer = setTimeout(() => reject(new Error('socket non ouvert en 10 s')), 10_000);
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as {
          type: string;
          event?: { type?: string; notificationId?: string };
        };
        if (message.type === 'pong') {
          clearTimeout(timer);
          resolve(socket);
        } else if (message.type === 'event' && message.event) onEvent(member, message.event);
      });
      socket.once('open', () => socket.send(JSON.stringify({ type: 'ping' })));
      socket.once('error', reject);
    });
  for (let start = 0; start < socketCount; start += 100) {
    const batch = [];
    for (let index = start; index < Math.min(socketCount, start + 100); index += 1) {
      const member = members[index % members.length];
      if (member) batch.push(openOne(member));
    }
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function run(label: string, publisher: Instance, receiver: Instance): Promise<void> {
  const members: Member[] = [];
  for (let index = 0; index < memberCount; index += 1) members.push(await signUp(receiver.base, index));
  const sentAt: number[] = [];
  const latencies: number[] = [];
  const openedAt = performance.now();
  // Phase 2 waits for the notification of one request at a time.
  let awaiting: { memberId: string; resolve: () => void } | null = null;
  const sockets = await openSockets(receiver.base, members, (member, event) => {
    if (event.type !== 'notification.changed') return;
    const sent = sentAt[Number(event.notificationId)];
    if (sent !== undefined) latencies.push(performance.now() - sent);
    else if (awaiting?.memberId === member.id) awaiting.resolve();
  });
  const openSeconds = (performance.now() - openedAt) / 1000;

  const total = rate * seconds;
  const socketsPerMember = new Map<string, number>();
  for (let index = 0; index < sockets.length; index += 1) {
    const id = members[index % members.length]?.id;
    if (id) socketsPerMember.set(id, (socketsPerMember.get(id) ?? 0) + 1);
  }
  let expected = 0;
  const startedAt = performance.now();
  for (let seq = 0; seq < total; seq += 1) {
    const member = members[seq % members.length];
    if (!member) continue;
    expected += socketsPerMember.get(member.id) ?? 0;
    sentAt[seq] = performance.now();
    await publisher.app.realtime.publish(`user:${member.id}`, {
      type: 'notification.changed',
      notificationId: String(seq),
    });
    const due = startedAt + ((seq + 1) * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
  }
  const drainUntil = performance.now() + 5000;
  while (latencies.length < expected && performance.now() < drainUntil) await sleep(50);

  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `${label}: ${sockets.length} sockets (${memberCount} members, opened in ${openSeconds.toFixed(1)} s), ` +
      `${total} publishes at ${rate}/s -> ${latencies.length}/${expected} deliveries; ` +
      `latency p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, ` +
      `max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms`,
  );

  // 2. From the request that creates a notification to its receipt by the recipient's socket.
  const requester = await signUp(publisher.base, 10_000);
  const headers = {
    cookie: requester.cookie,
    'content-type': 'application/json',
    origin: 'http://127.0.0.1',
  };
  const requestLatencies: number[] = [];
  let missed = 0;
  for (let index = 0; index < requestCount; index += 1) {
    const target = members[index % members.length];
    if (!target) continue;
    const started = performance.now();
    const received = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 5000);
      awaiting = {
        memberId: target.id,
        resolve: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
    });
    const response = await fetch(`${publisher.base}/api/connections`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ userId: target.id }),
    });
    if (response.status !== 201)
      throw new Error(`demande refusée : ${response.status} ${await response.text()}`);
    const { connection } = (await response.json()) as { connection: { id: string } };
    if (await received) requestLatencies.push(performance.now() - started);
    else missed += 1;
    awaiting = null;
    const cancel = await fetch(`${publisher.base}/api/connections/${connection.id}`, {
      method: 'DELETE',
      headers: { cookie: requester.cookie, origin: 'http://127.0.0.1' },
    });
    if (cancel.status !== 204) throw new Error(`annulation refusée : ${cancel.status}`);
    await sleep(50);
  }
  const sortedRequests = [...requestLatencies].sort((a, b) => a - b);
  console.log(
    `${label}: connection request -> notification received (${sockets.length} sockets open), ` +
      `${requestLatencies.length}/${requestCount} received${missed ? ` (${missed} missed)` : ''}; ` +
      `p50 ${percentile(sortedRequests, 50).toFixed(1)} ms, p99 ${percentile(sortedRequests, 99).toFixed(1)} ms, ` +
      `max ${(sortedRequests.at(-1) ?? Number.NaN).toFixed(1)} ms`,
  );
  for (const socket of sockets) socket.terminate();
}

const single = await startInstance('memory');
try {
  await run('one instance, memory bus', single, single);
} finally {
  await single.app.close();
  await single.database.close();
}

if (databaseUrl) {
  const a = await startInstance('postgres');
  const b = await startInstance('postgres');
  try {
    await run('two instances, postgres bus (publish on A, sockets on B)', a, b);
  } finally {
    await b.app.close();
    await a.app.close();
    await b.database.close();
    await a.database.close();
  }
} else {
  console.log('two instances, postgres bus: skipped (set DATABASE_URL to a scratch PostgreSQL database)');
}
process.exit(0);
