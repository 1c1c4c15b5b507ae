// The product against a bare node:http + pg server issuing the identical SQL, side by side in one run, on the
// bench data: the talents search (bench/talents-data.ts) and the conversation list of a member with 500
// conversations (bench/messages-data.ts). Prints the product's throughput as a ratio of the baseline's
// (goal: at least 0.8), so the framework's overhead stays visible.
//   npx tsx bench/baseline.mjs      (tsx: the SQL is captured by calling the product's own services)
// How: the product runs as `npm start` runs it (apps/server/dist/main.mjs, rebuilt here); the statements it
// sends for each URL are captured from its services on a pg pool that records every query (text, parameters,
// prepared statement name), called twice so that the second call is the steady state; bench/baseline-server.mjs
// replays them. Then autocannon (50 connections) alternates: product, baseline, baseline, product... ROUNDS
// times (3) for DURATION seconds (10) each. The baseline does no session check: the product's (an HMAC and
// a 5-second cache, so one query every 5 s) counts as its overhead.
// Databases: TALENTS_DATABASE_URL (postgres://postgres@127.0.0.1:5432/plateau_bench_talents) and
// MESSAGES_DATABASE_URL (…/plateau_bench_messages). Never fails on the figures.
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { conversationsQuerySchema, talentsQuerySchema } from '@plateau/shared';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/client';
import { listConversations } from '../apps/server/src/modules/messages/messages.service';
import { searchTalents } from '../apps/server/src/modules/talents/talents.service';
import { buildServer } from '../scripts/build-server.mjs';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rounds = Number(process.env.ROUNDS ?? 3);
const duration = Number(process.env.DURATION ?? 10);
const pgServer = 'postgres://postgres@127.0.0.1:5432';
const talentsUrl = process.env.TALENTS_DATABASE_URL ?? `${pgServer}/plateau_bench_talents`;
const messagesUrl = process.env.MESSAGES_DATABASE_URL ?? `${pgServer}/plateau_bench_messages`;
const workDir = mkdtempSync(path.join(tmpdir(), 'plateau-baseline-'));

const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');

/** Starts the product on a database and waits for its health check. */
async function startProduct(databaseUrl) {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: process.env.AUTH_SECRET ?? 'secret-de-banc-d-essai-0123456789abcdef',
      SEED: 'none',
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      WRITE_LIMIT_FACTOR: '100',
      DATA_DIR: path.join(workDir, 'data'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`le produit s'est arrêté (code ${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error("le produit n'a pas répondu en 2 minutes");
}

/** Starts bench/baseline-server.mjs with the captured statements of each URL. */
async function startBaseline(databaseUrl, routes) {
  const routesFile = path.join(workDir, `routes-${Date.now()}.json`);
  writeFileSync(routesFile, JSON.stringify(routes));
  const port = await freePort();
  const child = fork(path.join(root, 'bench/baseline-server.mjs'), [String(port), databaseUrl, routesFile], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`la référence s'est arrêtée (code ${code})`)));
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Calls a product service twice on a pool that records its queries; returns the second call's statements. */
async function captureStatements(databaseUrl, call) {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, max: 1 });
  const { pool } = database;
  if (!pool) throw new Error('PostgreSQL attendu');
  let recorded = [];
  const query = pool.query.bind(pool);
  pool.query = (config, values) => {
    const statement = typeof config === 'string' ? { text: config } : config;
    recorded.push({
      ...(statement.name ? { name: statement.name } : {}),
      text: statement.text,
      values: values ?? statement.values ?? [],
    });
    return query(config, values);
  };
  await call(database.db);
  recorded = [];
  await call(database.db);
  await database.close();
  return recorded;
}

async function throughput(url, headers) {
  const result = await autocannon({ url, headers, connections: 50, duration });
  const failures = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p99: result.latency.p99, failures };
}

/** Alternates product and baseline on each path; returns one line per path. */
async function compare({ label, databaseUrl, paths, session, capture, pageSize }) {
  const product = await startProduct(databaseUrl);
  const lines = [];
  try {
    const { cookie, memberId } = await session(product.base);
    const routes = {};
    for (const pagePath of paths) {
      const statements = await captureStatements(databaseUrl, (db) => capture(db, pagePath, memberId));
      routes[pagePath] = { statements, pageSize };
    }
    const baseline = await startBaseline(databaseUrl, routes);
    try {
      for (const pagePath of paths) {
        const productBody = await (await fetch(`${product.base}${pagePath}`, { headers: { cookie } })).json();
        const baselineBody = await (await fetch(`${baseline.base}${pagePath}`)).json();
        if (productBody.items?.length !== baselineBody.items?.length)
          throw new Error(
            `${pagePath} : ${productBody.items?.length} lignes ≠ ${baselineBody.items?.length}`,
          );
        const runs = { product: [], baseline: [] };
        for (let round = 0; round < rounds; round += 1) {
          const order = round % 2 === 0 ? ['product', 'baseline'] : ['baseline', 'product'];
          for (const who of order) {
            const target = who === 'product' ? product : baseline;
            runs[who].push(
              await throughput(`${target.base}${pagePath}`, who === 'product' ? { cookie } : {}),
            );
          }
        }
        const sum = (list, key) => list.reduce((total, run) => total + run[key], 0);
        const productRps = sum(runs.product, 'rps') / rounds;
        const baselineRps = sum(runs.baseline, 'rps') / rounds;
        const failures = sum(runs.product, 'failures') + sum(runs.baseline, 'failures');
        lines.push(
          `| ${label} \`${pagePath}\` | ${productRps.toFixed(0)} | ${baselineRps.toFixed(0)} | ` +
            `**${(productRps / baselineRps).toFixed(2)}** | ${runs.product.map((run) => run.rps.toFixed(0)).join(' / ')} | ` +
            `${runs.baseline.map((run) => run.rps.toFixed(0)).join(' / ')} | ${statementsOf(routes[pagePath])} | ${failures} |`,
        );
        console.log(lines.at(-1));
      }
    } finally {
      await stop(baseline.child);
    }
  } finally {
    await stop(product.child);
  }
  return lines;
}

const statementsOf = (route) =>
  route.statements.map((statement) => (statement.name ? `préparée ${statement.name}` : 'simple')).join(', ');

/** A new member of the talents bench (the directory is for members only). */
async function signUpMember(base) {
  const email = `baseline-${Date.now()}@bench.fr`;
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      name: 'Banc Référence',
      email,
      password: 'banc-essai-1',
      confirmPassword: 'banc-essai-1',
    }),
  });
  if (!response.ok) throw new Error(`inscription refusée : ${response.status} ${await response.text()}`);
  return { cookie: cookieOf(response), memberId: (await response.json()).user?.id };
}

/** The member with 500 conversations of bench/messages-data.ts. */
async function signInHeavy(base) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'bench-heavy@bench-msg.fr', password: 'banc-messages-1' }),
  });
  if (!response.ok) throw new Error(`connexion refusée : ${response.status} ${await response.text()}`);
  return { cookie: cookieOf(response), memberId: (await response.json()).user.id };
}

const queryOf = (pagePath) => Object.fromEntries(new URL(pagePath, 'http://x').searchParams);

try {
  await buildServer();
  const header = [
    `Référence node:http + pg contre le produit, autocannon 50 connexions, ${rounds} × ${duration} s chacun en alternance, ` +
      `${cpus().length} cœurs, ${new Date().toISOString().slice(0, 10)}`,
    '| requête | produit (req/s) | référence (req/s) | rapport | produit par passage | référence par passage | requêtes SQL | échecs |',
    '|---|---|---|---|---|---|---|---|',
  ];
  console.log(header.join('\n'));
  await compare({
    label: 'talents',
    databaseUrl: talentsUrl,
    paths: [
      '/api/talents?q=realisateur&availability=disponible&location=Paris',
      '/api/talents?q=kamishibai',
      '/api/talents',
    ],
    session: signUpMember,
    capture: (db, pagePath) => searchTalents(db, talentsQuerySchema.parse(queryOf(pagePath))),
    pageSize: 20,
  });
  await compare({
    label: 'conversations',
    databaseUrl: messagesUrl,
    paths: ['/api/conversations'],
    session: signInHeavy,
    capture: (db, pagePath, memberId) =>
      listConversations(db, memberId, conversationsQuerySchema.parse(queryOf(pagePath))),
    pageSize: conversationsQuerySchema.parse({}).limit,
  });
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
