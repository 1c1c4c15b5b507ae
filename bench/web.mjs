// Lighthouse (mobile settings: Moto G Power screen, simulated slow 4G and 4x CPU slowdown) on the built app.
//   node bench/web.mjs
// Builds (npm run build), starts the server on a new temporary data directory (PGlite, demo data), signs in
// as camille@demo.fr, runs Lighthouse through Debian's Chromium on the visitor pages and, with the session
// cookie, on the member pages, then prints performance, FCP, LCP, TBT, CLS and the JavaScript received.
// Knobs: SKIP_BUILD=1 (reuse the last build), RUNS=3 (per page, the median of each figure over the runs), PAGES=/login,/talents
// (only those; /projets/{id} is the newest demo project), DETAILS=1 (what to fix: LCP element, layout shifts, unused JavaScript, long tasks), SAVE=<dir>
// (each Lighthouse report as JSON), GRAPH=1 (one more run per page, then what Lighthouse's simulation counts in
// its LCP: each request and main-thread task of the pessimistic graph with its simulated start and end; the LCP
// is the last end among them, low-priority images aside), CHROMIUM_PATH.
// Not part of `npm test`; never fails on the figures.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { serverNodeFlags } from '../scripts/server-bundle.mjs';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.RUNS ?? 1);
const details = process.env.DETAILS === '1';
const graph = process.env.GRAPH === '1';
const onlyPages = process.env.PAGES?.split(',').map((page) => page.trim());
const visitorPages = ['/', '/login', '/register', '/magazine'];
const memberPages = ['/talents', '/messages', '/profil', '/projets', '/projets/{id}'];
const demoMember = { email: 'camille@demo.fr', password: 'demo1234' };

if (process.env.SKIP_BUILD !== '1') {
  console.log('Construction (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('la construction a échoué');
}

const port = await freePort();
const base = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'plateau-bench-web-'));
const server = spawn(process.execPath, [...serverNodeFlags, path.join(root, 'apps/server/dist/main.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED: 'demo',
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome;
const stopAll = async () => {
  await chrome?.kill();
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
};

async function waitForServer() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`le serveur s'est arrêté (code ${server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("le serveur n'a pas répondu en 3 minutes");
}

async function signIn() {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(demoMember),
  });
  if (!response.ok) throw new Error(`connexion refusée : ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

let lighthouseVersion = '';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} Kio`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The figures of one Lighthouse run, and what its audits point at. */
function summarize(lhr) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    scriptBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    scriptCount: scripts.length,
    totalBytes: audit('total-byte-weight').numericValue,
    lcpElement: audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    shifts: (audit('layout-shifts')?.details?.items ?? []).map(
      (item) => `${item.score.toFixed(3)} ${item.node?.snippet ?? item.node?.selector ?? '?'}`,
    ),
    longTasks: (audit('long-tasks')?.details?.items ?? [])
      .slice(0, 6)
      .map(
        (item) =>
          `${Math.round(item.duration)} ms à ${Math.round(item.startTime)} ms : ${String(item.url).replace(base, '')}`,
      ),
    mainThread: (audit('mainthread-work-breakdown')?.details?.items ?? [])
      .slice(0, 5)
      .map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`)
      .join(', '),
    unusedScripts: (audit('unused-javascript')?.details?.items ?? []).map(
      (item) =>
        `${kib(item.wastedBytes)} inutilisés sur ${kib(item.totalBytes)} : ${item.url.replace(base, '')}`,
    ),
  };
}

async function measure(pagePath, cookie) {
  const results = [];
  let failures = 0;
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(
      `${base}${pagePath}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      },
      // The default configuration is the mobile one.
    );
    if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${pagePath}`);
    if (result.lhr.runtimeError) {
      // A trace Lighthouse failed to record (NO_NAVSTART and the like, on a busy machine): run again.
      failures += 1;
      if (failures > 3) throw new Error(`${pagePath} : ${result.lhr.runtimeError.message}`);
      console.log(`  ${pagePath} : ${result.lhr.runtimeError.code}, nouvel essai`);
      run -= 1;
      continue;
    }
    lighthouseVersion = result.lhr.lighthouseVersion;
    if (process.env.SAVE) {
      writeFileSync(
        path.join(process.env.SAVE, `${pagePath.replaceAll('/', '_') || '_'}-${run}.json`),
        result.report,
      );
    }
    results.push(summarize(result.lhr));
  }
  // Each figure's own median: the runs often share a performance score, so the run picked by that score
  // alone would show one run's LCP, not the typical one. The details are those of the median-LCP run.
  const lcp = median(results.map((result) => result.lcp));
  const typical = results.find((result) => result.lcp === lcp);
  return {
    ...typical,
    ...Object.fromEntries(
      ['performance', 'fcp', 'lcp', 'tbt', 'cls'].map((key) => [
        key,
        median(results.map((result) => result[key])),
      ]),
    ),
  };
}

/** GRAPH=1: the requests and tasks Lighthouse's simulated LCP is made of, from one more run's trace. */
async function printLcpGraph(pagePath, cookie) {
  const artifactsDir = path.join(dataDir, 'lighthouse-artifacts');
  rmSync(artifactsDir, { recursive: true, force: true });
  mkdirSync(artifactsDir);
  await lighthouse(`${base}${pagePath}`, {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: ['performance'],
    gatherMode: artifactsDir,
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  const artifacts = await loadArtifacts(artifactsDir);
  const { defaultSettings, throttling, screenEmulationMetrics } = lighthouseConstants;
  const settings = {
    ...defaultSettings,
    throttlingMethod: 'simulate',
    throttling: throttling.mobileSlow4G,
    formFactor: 'mobile',
    screenEmulation: screenEmulationMetrics.mobile,
  };
  const lcp = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: [],
      simulator: null,
    },
    { computedCache: new Map(), settings },
  );
  console.log(
    `\n${pagePath} : LCP simulé ${Math.round(lcp.timing)} ms (optimiste ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimiste ${Math.round(lcp.pessimisticEstimate.timeInMs)})`,
  );
  const nodes = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort(
    (a, b) => a[1].startTime - b[1].startTime,
  );
  for (const [node, timing] of nodes) {
    const what =
      node.type === 'network'
        ? `${node.request.resourceType} ${node.request.priority} ${node.request.transferSize} o ${node.request.url.replace(base, '')}`
        : `tâche ${Math.round((node.endTime - node.startTime) / 1000)} ms (observée) ${[
            ...new Set(node.childEvents.filter((event) => event.dur > 2000).map((event) => event.name)),
          ]
            .slice(0, 4)
            .join(', ')}`;
    console.log(
      `  ${String(Math.round(timing.startTime)).padStart(5)} → ${String(Math.round(timing.endTime)).padStart(5)}  ${what}`,
    );
  }
}

try {
  await waitForServer();
  const cookie = await signIn();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // A project page: the newest demo project the member sees (its board included when she is in its team).
  const projects = await (await fetch(`${base}/api/projects`, { headers: { cookie } })).json();
  const projectPath = `/projets/${projects.items[0].id}`;
  const pages = [
    ...visitorPages.map((page) => ({ page, who: 'visiteur', cookie: undefined })),
    ...memberPages.map((page) => ({
      page: page === '/projets/{id}' ? projectPath : page,
      who: 'membre',
      cookie,
    })),
  ].filter(
    ({ page }) =>
      !onlyPages || onlyPages.includes(page) || (onlyPages.includes('/projets/{id}') && page === projectPath),
  );
  const rows = [];
  for (const { page, who, cookie: pageCookie } of pages) {
    process.stdout.write(`Lighthouse ${page} (${who})...\n`);
    rows.push({ page, who, ...(await measure(page, pageCookie)) });
  }
  console.log(
    `\nLighthouse ${lighthouseVersion} mobile, ${runs} passage(s) par page (médiane), ${new Date().toISOString().slice(0, 10)}`,
  );
  console.log('| page | qui | performance | FCP | LCP | TBT | CLS | JavaScript reçu | total reçu |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| \`${row.page}\` | ${row.who} | ${row.performance} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ` +
        `${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${kib(row.scriptBytes)} (${row.scriptCount} fichiers) | ` +
        `${kib(row.totalBytes)} |`,
    );
  }
  if (details) {
    for (const row of rows) {
      console.log(`\n${row.page} (${row.who})`);
      console.log(`  élément du LCP : ${row.lcpElement ?? '?'}`);
      for (const shift of row.shifts) console.log(`  décalage : ${shift}`);
      for (const unused of row.unusedScripts) console.log(`  JavaScript : ${unused}`);
      console.log(`  fil principal : ${row.mainThread}`);
      for (const task of row.longTasks) console.log(`  tâche longue : ${task}`);
    }
  }
  if (graph) {
    for (const { page, cookie: pageCookie } of pages) await printLcpGraph(page, pageCookie);
  }
} finally {
  await stopAll();
}
