// The product side by side with the physical limit, on every list and page read a member opens: for each endpoint
// below, the product (apps/server/dist/main.mjs, as `npm start` runs it) against a bare node:http + pg server
// (bench/baseline-server.mjs) that sends the product's own SQL statements for that URL, on the bench databases.
//   node bench/side-by-side.mjs        (after the data generators: see bench/README.md, "How to reproduce")
// Knobs: ROUNDS (3) × DURATION seconds (5) at CONNECTIONS (50) per side and endpoint, alternating product and
// baseline (product first on odd rounds, baseline first on even ones), after WARMUP seconds (10) of load on each
// side that are not counted (0: none), then more until WARMUP_REQUESTS (5,000) requests were served by that side
// (an endpoint answering 90 a second is still being compiled after ten); SAMPLES (200) sequential requests for the
// 1-connection latencies; ONLY (a regular expression on the endpoint's label); SKIP_BUILD=1; CPU_PROF=<dir>
// (the product and the baseline run with node --cpu-prof, their profiles written there and in its `baseline`
// folder when they stop); SHOW_SQL=1 prints the statements;
// PRODUCT=<another bundle's main.mjs> measures that bundle instead (a copy of an earlier build kept beside, as
// `apps/server/dist.before/main.mjs`, so that before and after run on the same conditions; implies SKIP_BUILD);
// ANSWERS=<dir> writes each endpoint's product answer there (one file per label: `diff -r` two runs' directories
// to check a change kept every answer byte-identical); HEAP_PROF=<dir> samples what the product allocates over each
// endpoint's counted rounds (`node bench/heap-summary.mjs <dir>/<label>.heapprofile` prints it in KB a request;
// the sampling slows the product, so that run's CPU figures are not comparable); PERF=<dir> records each counted
// round of each side with Linux perf (CPU-clock samples with call chains, both servers run with --perf-basic-prof
// so that JavaScript frames have names): `node bench/perf-summary.mjs <dir>` prints where each side's CPU time
// goes, in µs a request (V8's --cpu-prof samples wall-clock time: a process waiting for the CPU after a socket
// write shows as `writev`; perf counts only time on a CPU, threads included);
// FLOOR=1 adds a third side to each round, Fastify alone doing the baseline's work (bench/fastify-floor-server.mjs:
// no plugin, hook, schema or session check), and two columns: its CPU a request and the baseline's ÷ it, the
// ratio the product would reach if nothing of its own cost anything;
// TALENTS_DATABASE_URL, MESSAGES_DATABASE_URL, PROJECTS_DATABASE_URL, SEARCH_DATABASE_URL, DASHBOARD_DATABASE_URL.
//
// How: the product is started with bench/capture-sql.mjs preloaded, which records the statements its driver sends
// while asked to (over the IPC channel). Each URL is requested twice (warm caches, prepared statements), then once
// recorded: those statements, with their names, parameters, row mode and date parsing, are what the baseline replays
// one after the other, answering all their rows as JSON; the session check's statement (`session_actor`, read on every
// member request) is among them. The baseline reads no cookie, validates nothing and presents nothing. Each side's server process CPU time (user + system, from
// /proc/<pid>/stat) is read before and after each autocannon run: CPU per request holds steady on a shared machine
// where requests per second do not, so the goal (≥ 0.8) is read on the CPU ratio (baseline's ÷ product's).
//
// Adding an endpoint is one entry in `endpoints` (its label, its database and its URL, which may use the facts its
// database's `prepare` found: member and project ids). Never fails on the figures.
import { execFileSync, fork, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildServer } from '../scripts/build-server.mjs';
import { serverNodeFlags } from '../scripts/server-bundle.mjs';
import { makeBusyMember } from './dashboard-member.mjs';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rounds = Number(process.env.ROUNDS ?? 3);
const duration = Number(process.env.DURATION ?? 5);
const warmup = Number(process.env.WARMUP ?? 10);
const warmupRequests = Number(process.env.WARMUP_REQUESTS ?? 5000);
const connections = Number(process.env.CONNECTIONS ?? 50);
const samples = Number(process.env.SAMPLES ?? 200);
const only = process.env.ONLY ? new RegExp(process.env.ONLY, 'i') : null;
// Node flags for both servers, product and baseline alike: the product's own (scripts/server-node-flags.json, as
// `npm start`, the image and the systemd unit run it), then NODE_FLAGS' (NODE_FLAGS='--max-semi-space-size=32').
const nodeFlags = [...serverNodeFlags, ...(process.env.NODE_FLAGS ?? '').split(/\s+/).filter(Boolean)];
if (process.env.PERF) nodeFlags.push('--perf-basic-prof');
const pgServer = 'postgres://postgres@127.0.0.1:5432';
const productMain = process.env.PRODUCT
  ? path.resolve(process.env.PRODUCT)
  : path.join(root, 'apps/server/dist/main.mjs');

/** The endpoints measured: one entry each. `path` gets the facts of its database's `prepare`. */
const endpoints = [
  {
    label: 'talents: search + 2 filters',
    database: 'talents',
    path: () => '/api/talents?q=realisateur&availability=disponible&location=Paris',
  },
  { label: 'talents: rare word', database: 'talents', path: () => '/api/talents?q=kamishibai' },
  { label: 'talents: newest members', database: 'talents', path: () => '/api/talents' },
  { label: 'conversations list (500)', database: 'messages', path: () => '/api/conversations' },
  {
    label: 'message thread page (5,000)',
    database: 'messages',
    path: (facts) => `/api/conversations/${facts.partnerId}/messages`,
  },
  { label: 'notifications page', database: 'messages', path: () => '/api/notifications' },
  {
    label: 'projects: search + 2 filters',
    database: 'projects',
    path: () => '/api/projects?q=lumiere&category=Film&status=en%20cours',
  },
  { label: 'project page data', database: 'projects', path: (facts) => `/api/projects/${facts.projectId}` },
  {
    label: 'task board (1,000 tasks)',
    database: 'projects',
    path: (facts) => `/api/projects/${facts.boardId}/tasks`,
  },
  { label: 'influencer projects', database: 'projects', path: () => '/api/influencer/projects' },
  {
    label: 'team conversation page (5,000)',
    database: 'projects',
    path: (facts) => `/api/projects/${facts.boardId}/conversation/messages`,
  },
  {
    label: 'one search (4 groups)',
    database: 'search',
    path: () => `/api/search?${new URLSearchParams({ q: 'directeur photo lyon' })}`,
  },
  { label: 'dashboard: layout', database: 'dashboard', path: () => '/api/dashboard/layout' },
  { label: 'dashboard: projects', database: 'dashboard', path: () => '/api/dashboard?widget=projects' },
  { label: 'dashboard: network', database: 'dashboard', path: () => '/api/dashboard?widget=network' },
  { label: 'dashboard: content', database: 'dashboard', path: () => '/api/dashboard?widget=content' },
  { label: 'dashboard: statistics', database: 'dashboard', path: () => '/api/dashboard/statistics' },
  // Not a list: the floor of any request (no session, one `select 1`, a 60-byte answer), for reading the others.
  { label: 'reference: /api/health', database: 'talents', path: () => '/api/health' },
];

const headersFor = (base) => ({ 'content-type': 'application/json', origin: base });
const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');

/** Signs in, or signs up on the first run; returns the cookie and the member's id. */
async function signInOrUp(base, email, password, name) {
  let response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: headersFor(base),
    body: JSON.stringify({ email, password }),
  });
  let created = false;
  if (!response.ok) {
    response = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: headersFor(base),
      body: JSON.stringify({ name, email, password, confirmPassword: password }),
    });
    created = true;
  }
  if (!response.ok) throw new Error(`${email} : ${response.status} ${await response.text()}`);
  return { cookie: cookieOf(response), id: (await response.json()).user.id, created };
}

const idOf = async (pool, email) => {
  const { rows } = await pool.query('SELECT id FROM users WHERE email = $1', [email]);
  if (!rows[0]) throw new Error(`${email} introuvable : lancer d'abord le générateur de données`);
  return rows[0].id;
};

// The accounts this bench signs up (the password must not repeat their names or addresses).
const password = 'mesure-parallele-7';
const boardOwner = 'cote-proprio@bench.fr';
const boardMember = 'cote-membre@bench.fr';

/** Influencer projects (bench/projects-data.ts makes none): one project in 20, with its details. */
async function ensureInfluencerProjects(pool) {
  const influencer = await pool.query(`SELECT 1 FROM projects WHERE category = 'Influenceur' LIMIT 1`);
  if (influencer.rowCount > 0) return;
  console.log('projets influenceurs : un projet sur 20…');
  await pool.query(
    `UPDATE projects SET category = 'Influenceur' WHERE id IN (SELECT id FROM projects ORDER BY id LIMIT
     (SELECT count(*) / 20 FROM projects))`,
  );
  await pool.query(
    `INSERT INTO influencer_project_details (project_id, platform)
     SELECT id, (ARRAY['YouTube','Instagram','TikTok'])[1 + abs(hashtext(id::text)) % 3]
     FROM projects WHERE category = 'Influenceur' ON CONFLICT DO NOTHING`,
  );
  // VACUUM too: the update cleared the visibility map of the pages it touched (the search's index-only cut).
  await pool.query('VACUUM ANALYZE projects, influencer_project_details');
}

/** The bench databases: where each is, and what a run needs in it (the member, the ids the URLs use). */
const databases = {
  talents: {
    url: process.env.TALENTS_DATABASE_URL ?? `${pgServer}/plateau_bench_talents`,
    prepare: async (base) => signInOrUp(base, 'cote-talents@bench.fr', password, 'Lecteur Annuaire'),
  },
  messages: {
    url: process.env.MESSAGES_DATABASE_URL ?? `${pgServer}/plateau_bench_messages`,
    prepare: async (base, pool, url) => {
      const heavy = await signInOrUp(base, 'bench-heavy@bench-msg.fr', 'banc-messages-1', '');
      const { rows } = await pool.query('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1', [
        heavy.id,
      ]);
      if (rows[0].n < 50_000) {
        console.log('notifications du membre aux 500 conversations : bench/notifications-data.mjs…');
        execFileSync(process.execPath, [path.join(root, 'bench/notifications-data.mjs')], {
          env: { ...process.env, DATABASE_URL: url, MEMBER_EMAIL: 'bench-heavy@bench-msg.fr' },
          stdio: 'inherit',
        });
      }
      return { ...heavy, partnerId: await idOf(pool, 'bench-partner@bench-msg.fr') };
    },
  },
  projects: {
    url: process.env.PROJECTS_DATABASE_URL ?? `${pgServer}/plateau_bench_projects`,
    prepare: async (base, pool, url) => {
      // The task board's owner reads every projects endpoint.
      const owner = await signInOrUp(base, boardOwner, password, 'Propriétaire Tableau');
      await signInOrUp(base, boardMember, password, 'Membre Tableau');
      const board = await pool.query(
        `SELECT p.id FROM projects p WHERE p.user_id = $1
         AND (SELECT count(*) FROM tasks t WHERE t.project_id = p.id) >= 1000 LIMIT 1`,
        [owner.id],
      );
      let boardId = board.rows[0]?.id;
      if (!boardId) {
        console.log('tableau de 1 000 tâches : bench/tasks-data.ts…');
        const output = execFileSync('npx', ['tsx', path.join(root, 'bench/tasks-data.ts')], {
          cwd: root,
          encoding: 'utf8',
          env: { ...process.env, DATABASE_URL: url, BENCH_OWNER: boardOwner, BENCH_MEMBER: boardMember },
        });
        boardId = output.trim().split('\n').at(-1);
      }
      await ensureInfluencerProjects(pool);
      // The board's team conversation: 5,000 messages between its owner and its member, one in 50 with a PDF.
      const team = await pool.query('SELECT count(*)::int AS n FROM project_messages WHERE project_id = $1', [
        boardId,
      ]);
      if (team.rows[0].n < 5000) {
        console.log('discussion d’équipe de 5 000 messages…');
        const member = await idOf(pool, boardMember);
        await pool.query(
          `INSERT INTO project_messages (project_id, sender_id, content, created_at)
           SELECT $1, CASE WHEN i % 3 = 0 THEN $3::uuid ELSE $2::uuid END,
             'Point tournage n° ' || i || ' : horaires, lieux et matériel de la journée.',
             now() - (5000 - i) * interval '1 minute'
           FROM generate_series(1, 5000) AS i`,
          [boardId, owner.id, member],
        );
        await pool.query(
          `INSERT INTO message_attachments (project_message_id, uploader_id, storage_key, file_name, content_type, size_bytes)
           SELECT id, sender_id, 'banc/' || id || '.pdf', 'feuille-de-service.pdf', 'application/pdf', 48213
           FROM (SELECT id, sender_id, row_number() OVER (ORDER BY created_at) AS n FROM project_messages
             WHERE project_id = $1) AS m WHERE n % 50 = 0`,
          [boardId],
        );
        await pool.query('VACUUM ANALYZE project_messages, message_attachments');
      }
      const list = await fetch(`${base}/api/projects?q=lumiere&category=Film&status=en%20cours`, {
        headers: { cookie: owner.cookie },
      });
      const projectId = (await list.json()).items?.[0]?.id;
      if (!projectId) throw new Error('aucun projet trouvé : lancer bench/projects-data.ts');
      return { ...owner, boardId, projectId };
    },
  },
  // The one search: the talents' members, the projects (influencer ones too) and the magazine in one database
  // (bench/README.md, "How to reproduce").
  search: {
    url: process.env.SEARCH_DATABASE_URL ?? `${pgServer}/plateau_bench_search`,
    prepare: async (base, pool) => {
      await ensureInfluencerProjects(pool);
      return signInOrUp(base, 'cote-recherche@bench.fr', password, 'Lecteur Recherche');
    },
  },
  dashboard: {
    url: process.env.DASHBOARD_DATABASE_URL ?? `${pgServer}/plateau_bench_dashboard`,
    prepare: async (base, pool) => {
      const busy = await signInOrUp(base, 'cote-occupe@bench.fr', password, 'Membre Occupé');
      const { rows } = await pool.query(
        `SELECT count(*)::int AS n FROM connections WHERE user_id = $1 OR connected_user_id = $1`,
        [busy.id],
      );
      if (rows[0].n === 0) await makeBusyMember(pool, busy.id);
      return busy;
    },
  },
};

const workDir = mkdtempSync(path.join(tmpdir(), 'plateau-side-by-side-'));
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** User + system CPU time of a process so far, in milliseconds (/proc/<pid>/stat, fields 14 and 15). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** An endpoint's label as a file name (ANSWERS, HEAP_PROF, PERF). */
const fileLabel = (endpoint) => endpoint.label.replace(/[^\w]+/g, '-');

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').trim();

async function startProduct(databaseUrl) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [
      ...nodeFlags,
      ...(process.env.CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.CPU_PROF)}`] : []),
      '--import',
      path.join(root, 'bench/capture-sql.mjs'),
      productMain,
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: process.env.AUTH_SECRET ?? 'secret-de-banc-d-essai-0123456789abcdef',
        SEED: 'none',
        PUBLIC_URL: base,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_MAX: '1000',
        WRITE_LIMIT_FACTOR: '100',
        DATA_DIR: path.join(workDir, `data-${port}`),
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`le produit s'est arrêté (code ${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error("le produit n'a pas répondu en 3 minutes");
}

async function startBaseline(databaseUrl, routes, script = 'bench/baseline-server.mjs') {
  const routesFile = path.join(workDir, `routes-${Date.now()}.json`);
  writeFileSync(routesFile, JSON.stringify(routes));
  const port = await freePort();
  const child = fork(path.join(root, script), [String(port), databaseUrl, routesFile], {
    // With CPU_PROF, the baseline's profile too, in its own folder: the two read side by side.
    execArgv: [
      ...nodeFlags,
      ...(process.env.CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${path.join(path.resolve(process.env.CPU_PROF), 'baseline')}`]
        : []),
    ],
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

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
/** One GET on a kept-alive connection: status, body length and milliseconds (and the body, when `keep`). */
function get(url, cookie, keep = false) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent, headers: cookie ? { cookie } : {} }, (response) => {
        let bytes = 0;
        const chunks = [];
        response.on('data', (chunk) => {
          bytes += chunk.length;
          if (keep) chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            bytes,
            ms: performance.now() - started,
            ...(keep ? { body: Buffer.concat(chunks) } : {}),
          }),
        );
      })
      .on('error', reject);
  });
}

const nextMessage = (child, type) =>
  new Promise((resolve) => {
    const listener = (message) => {
      if (message?.type !== type) return;
      child.off('message', listener);
      resolve(message);
    };
    child.on('message', listener);
  });

/** The statements the product sends for one request of `url`, after two requests to warm it. */
async function captureStatements(product, url, cookie) {
  for (let i = 0; i < 2; i += 1) {
    const warm = await get(`${product.base}${url}`, cookie);
    if (warm.status !== 200) throw new Error(`${url} : le produit répond ${warm.status}`);
  }
  const started = nextMessage(product.child, 'sql:started');
  product.child.send('sql:start');
  await started;
  const answer = await get(`${product.base}${url}`, cookie, true);
  // Work done after the answer (hooks on the response) counts as the request's too.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const recorded = nextMessage(product.child, 'sql');
  product.child.send('sql:stop');
  return { statements: (await recorded).statements, bytes: answer.bytes, body: answer.body };
}

/**
 * HEAP_PROF: what the product allocated over its counted rounds of this endpoint (the baseline's rounds between
 * them allocate nearly nothing in the product), written as `<label>.heapprofile` with the number of requests in a
 * `.json` beside it; `node bench/heap-summary.mjs <file>` prints the functions that allocate, in KB a request.
 */
async function writeHeapProfile(product, entry, productRuns) {
  mkdirSync(process.env.HEAP_PROF, { recursive: true });
  const file = path.join(path.resolve(process.env.HEAP_PROF), `${fileLabel(entry.endpoint)}.heapprofile`);
  const written = nextMessage(product.child, 'heap:written');
  product.child.send({ type: 'heap:stop', file });
  const { error } = await written;
  if (error) throw new Error(`profil mémoire : ${error}`);
  const requests = productRuns.reduce((total, run) => total + run.requests, 0);
  writeFileSync(
    file.replace(/\.heapprofile$/, '.json'),
    JSON.stringify({ label: entry.endpoint.label, requests }),
  );
  console.log(`profil mémoire : ${file} (${requests} requêtes)`);
}

/** PERF: perf records the process from now until the returned function is called; the samples go to `file`. */
function startPerf(pid, file) {
  const recorder = spawn('perf', ['record', '-q', '-F', '1999', '-g', '-p', String(pid), '-o', file], {
    stdio: 'ignore',
  });
  return async () => {
    const exited = new Promise((resolve) => recorder.once('exit', resolve));
    recorder.kill('SIGINT');
    await exited;
  };
}

const perfDir = process.env.PERF ? path.resolve(process.env.PERF) : '';
if (perfDir) mkdirSync(perfDir, { recursive: true });
/** PERF: beside each endpoint's recordings, its request counts per round and the two processes' ids. */
function writePerfSidecar(entry, runs, product, baseline) {
  writeFileSync(
    path.join(perfDir, `${fileLabel(entry.endpoint)}.json`),
    JSON.stringify({
      label: entry.endpoint.label,
      product: { pid: product.child.pid, requests: runs.product.map((run) => run.requests) },
      baseline: { pid: baseline.child.pid, requests: runs.baseline.map((run) => run.requests) },
    }),
  );
}

/** autocannon at CONNECTIONS on one side, for `{ duration }` seconds or `{ amount }` requests. */
const load = (target, url, cookie, howLong) =>
  autocannon({ url: `${target.base}${url}`, headers: cookie ? { cookie } : {}, connections, ...howLong });

async function loadRun(target, url, cookie, seconds = duration, perfFile = undefined) {
  const stopPerf = perfFile ? startPerf(target.child.pid, perfFile) : null;
  const before = cpuMs(target.child.pid);
  const result = await load(target, url, cookie, { duration: seconds });
  const cpu = cpuMs(target.child.pid) - before;
  await stopPerf?.();
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    cpu,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** Load not counted: WARMUP seconds, then as many requests as WARMUP_REQUESTS still asks for. */
async function warmUp(target, url, cookie) {
  const served = (await loadRun(target, url, cookie, warmup)).requests;
  // autocannon refuses fewer requests than connections: the last few go with at least one a connection.
  if (served < warmupRequests) {
    await load(target, url, cookie, { amount: Math.max(connections, warmupRequests - served) });
  }
}

function quantiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

async function sequential(target, url, cookie) {
  const times = [];
  for (let i = 0; i < samples + 20; i += 1) {
    const { status, ms } = await get(`${target.base}${url}`, cookie);
    if (status !== 200) throw new Error(`${url} : ${status}`);
    if (i >= 20) times.push(ms);
  }
  return quantiles(times);
}

const results = [];
const selected = endpoints.filter((endpoint) => !only || only.test(endpoint.label));
const loadAtStart = loadAverage();
console.log(`load at start (/proc/loadavg): ${loadAtStart}`);
try {
  if (!process.env.SKIP_BUILD && !process.env.PRODUCT) await buildServer();
  for (const [name, database] of Object.entries(databases)) {
    const mine = selected.filter((endpoint) => endpoint.database === name);
    if (mine.length === 0) continue;
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const product = await startProduct(database.url);
    try {
      const facts = await database.prepare(product.base, pool, database.url);
      const cookie = facts.cookie;
      const routes = {};
      const measured = [];
      for (const endpoint of mine) {
        const url = endpoint.path(facts);
        const { statements, bytes, body } = await captureStatements(product, url, cookie);
        if (process.env.ANSWERS) {
          mkdirSync(process.env.ANSWERS, { recursive: true });
          writeFileSync(path.join(process.env.ANSWERS, `${fileLabel(endpoint)}.json`), body);
        }
        routes[url] = { statements };
        measured.push({ endpoint, url, statements, bytes });
        if (process.env.SHOW_SQL) {
          console.log(`${endpoint.label} (${url}), ${bytes} octets :`);
          for (const statement of statements) {
            console.log(
              `  ${statement.name ?? 'simple'} : ${statement.text.replace(/\s+/g, ' ').slice(0, 300)}`,
            );
          }
        }
      }
      const baseline = await startBaseline(database.url, routes);
      // FLOOR=1: a third side, Fastify alone doing the baseline's work (bench/fastify-floor-server.mjs).
      const floor = process.env.FLOOR
        ? await startBaseline(database.url, routes, 'bench/fastify-floor-server.mjs')
        : null;
      const sides = { product, baseline, ...(floor ? { floor } : {}) };
      try {
        for (const entry of measured) {
          const check = await get(`${baseline.base}${entry.url}`);
          if (check.status !== 200) throw new Error(`${entry.url} : la référence répond ${check.status}`);
          entry.baselineBytes = check.bytes;
          // Warm-up, not counted: the first seconds after start compile the product's code (V8's compiler
          // threads count in its CPU time), which a server that keeps running pays once. Ten seconds: after three,
          // perf still found the product's compiler threads at 174 µs a request of the talents' search in the
          // counted rounds (the baseline's 63); after ten, 84 (67). And 5,000 requests: V8 tiers a function up
          // after enough calls, not enough seconds, and under the dashboard's network widget (90 a second) it was
          // still optimizing functions 50 s in (--trace-opt), 219 µs a request of compiler threads in the counted
          // rounds against the baseline's 101.
          if (warmup > 0) {
            await warmUp(product, entry.url, cookie);
            await warmUp(baseline, entry.url, undefined);
            if (floor) await warmUp(floor, entry.url, undefined);
          }
          const names = Object.keys(sides);
          const runs = Object.fromEntries(names.map((name) => [name, []]));
          if (process.env.HEAP_PROF) product.child.send('heap:start');
          for (let round = 0; round < rounds; round += 1) {
            // Each side first in turn: with two, product first on even rounds, baseline first on odd ones.
            const order = names.map((_, index) => names[(index + round) % names.length]);
            for (const who of order) {
              const target = sides[who];
              const perfFile = process.env.PERF
                ? path.join(perfDir, `${fileLabel(entry.endpoint)}.${who}.${round}.data`)
                : undefined;
              runs[who].push(
                await loadRun(target, entry.url, who === 'product' ? cookie : undefined, duration, perfFile),
              );
            }
          }
          entry.runs = runs;
          if (process.env.PERF) writePerfSidecar(entry, runs, product, baseline);
          if (process.env.HEAP_PROF) await writeHeapProfile(product, entry, runs.product);
          entry.latency = {
            product: await sequential(product, entry.url, cookie),
            baseline: await sequential(baseline, entry.url),
          };
          results.push(entry);
          console.log(`${entry.endpoint.label} : ${summary(entry).join(' | ')}`);
        }
      } finally {
        await stop(baseline.child);
        if (floor) await stop(floor.child);
      }
    } finally {
      await stop(product.child);
      await pool.end();
    }
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

function totals(runs) {
  const sum = (key) => runs.reduce((total, run) => total + run[key], 0);
  return {
    rps: sum('rps') / runs.length,
    cpuPerRequest: sum('cpu') / Math.max(1, sum('requests')),
    p50: sum('p50') / runs.length,
    p99: sum('p99') / runs.length,
    failures: sum('failures'),
  };
}

function statementsOf(statements) {
  const prepared = statements.filter((statement) => statement.name).length;
  return `${statements.length}${prepared ? ` (${prepared} prepared)` : ''}`;
}

function summary(entry) {
  const product = totals(entry.runs.product);
  const baseline = totals(entry.runs.baseline);
  return [
    `\`${entry.url.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id')}\``,
    statementsOf(entry.statements),
    product.rps.toFixed(0),
    baseline.rps.toFixed(0),
    (product.rps / baseline.rps).toFixed(2),
    // Three decimals (a microsecond): the ticks of /proc over a round of thousands of requests resolve it, and a
    // change of a few microseconds a request is lost at two.
    product.cpuPerRequest.toFixed(3),
    baseline.cpuPerRequest.toFixed(3),
    `**${(baseline.cpuPerRequest / product.cpuPerRequest).toFixed(2)}**`,
    `${(entry.bytes / 1024).toFixed(1)} / ${(entry.baselineBytes / 1024).toFixed(1)}`,
    String(product.failures + baseline.failures + (entry.runs.floor ? totals(entry.runs.floor).failures : 0)),
    ...(entry.runs.floor ? floorColumns(totals(entry.runs.floor), baseline) : []),
  ];
}

/** FLOOR=1: Fastify alone's CPU a request and the baseline's ÷ it. */
function floorColumns(floor, baseline) {
  return [floor.cpuPerRequest.toFixed(3), (baseline.cpuPerRequest / floor.cpuPerRequest).toFixed(2)];
}

const ms = (value) => value.toFixed(1);
const loadAtEnd = loadAverage();
const when = new Date().toISOString().replace('T', ' ').slice(0, 16);
console.log(
  `\nProduct against the node:http + pg baseline (the same SQL statements), ${connections} connections, ` +
    `${rounds} × ${duration} s per side alternating, ${cpus().length} cores, ${when} UTC`,
);
console.log(`load (/proc/loadavg) at start: ${loadAtStart}; at end: ${loadAtEnd}\n`);
console.log(
  '| endpoint | URL | SQL statements per request | product req/s | baseline req/s | req/s ratio | product CPU ms/req | baseline CPU ms/req | CPU ratio (baseline ÷ product, goal ≥ 0.8) | answer KB product / baseline | failures |' +
    (process.env.FLOOR ? ' Fastify alone CPU ms/req | baseline ÷ Fastify alone |' : ''),
);
console.log(`|---|---|---|---|---|---|---|---|---|---|---|${process.env.FLOOR ? '---|---|' : ''}`);
for (const entry of results) console.log(`| ${entry.endpoint.label} | ${summary(entry).join(' | ')} |`);

console.log(
  `\nProduct latency: 1 connection (${samples} sequential requests after 20) and ${connections} connections ` +
    `(autocannon, mean of the rounds); load now: ${loadAverage()}\n`,
);
console.log(
  '| endpoint | 1 conn. p50 | p95 | p99 | baseline 1 conn. p50 / p95 | 50 conn. p50 | 50 conn. p99 | p99 ≤ 10 × p50 |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const entry of results) {
  const one = entry.latency.product;
  const base = entry.latency.baseline;
  const loaded = totals(entry.runs.product);
  const flag = loaded.p99 > 10 * loaded.p50 ? `**no** (${(loaded.p99 / loaded.p50).toFixed(1)} ×)` : 'yes';
  console.log(
    `| ${entry.endpoint.label} | ${ms(one.p50)} ms | ${ms(one.p95)} ms | ${ms(one.p99)} ms | ${ms(base.p50)} / ${ms(base.p95)} ms | ` +
      `${ms(loaded.p50)} ms | ${ms(loaded.p99)} ms | ${flag} |`,
  );
}
process.exit(0);
