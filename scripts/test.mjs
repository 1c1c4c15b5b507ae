// `npm test`: lint, type checks, unit and route tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), then the browser tests in Chromium. Ends with `checks: N passed, N failed` (Biome, type checks,
// web build, suites that fail outside their tests) and `tests: N passed, N failed` (tests only). Any failure
// makes the run fail.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'plateau-tests-'));
const tests = { passed: 0, failed: 0 };
const checks = { passed: 0, failed: 0 };
const problems = [];
/** The tests that failed, each with its suite, file and the first lines of its error, printed last. */
const failedTests = [];
/** Seconds each check and suite took, printed as a table before the two count lines. */
const durations = [];
const started = performance.now();

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const begin = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  durations.push({ label, seconds: (performance.now() - begin) / 1000 });
  return result.status === 0;
}

/** The duration of each phase, then of the whole run with the load average (figures on 2 shared cores vary). */
function printDurations() {
  const width = Math.max(...durations.map(({ label }) => label.length), 'total'.length);
  console.log('\nDurées (s) :');
  for (const { label, seconds } of durations)
    console.log(`  ${label.padEnd(width)}  ${seconds.toFixed(1).padStart(7)}`);
  const total = (performance.now() - started) / 1000;
  let load = '';
  try {
    load = ` (charge ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`;
  } catch {
    // not Linux
  }
  console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)}${load}`);
}

/** Runs one vitest suite and adds its counts. */
function vitest(label, dir, env = {}) {
  const report = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(
    label,
    'npx',
    ['vitest', 'run', '--root', dir, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    tests.passed += summary.numPassedTests;
    tests.failed += summary.numFailedTests;
    for (const file of summary.testResults ?? [])
      for (const test of file.assertionResults ?? [])
        if (test.status === 'failed')
          failedTests.push(
            `${label} · ${path.relative(root, file.name)} · ${test.fullName}\n      ${(
              test.failureMessages ?? []
            )
              .join('\n')
              .split('\n')
              .filter((line) => !/node_modules|<anonymous>/.test(line))
              .slice(0, 6)
              .join('\n      ')}`,
          );
    if (!ok && summary.numFailedTests === 0) {
      // A hook, an import or an unhandled error: the file and its first lines, so that the end of the log tells.
      const files = (summary.testResults ?? [])
        .filter((file) => file.status === 'failed' && file.message)
        .map(
          (file) => `${path.relative(root, file.name)} : ${file.message.split('\n').slice(0, 3).join(' ')}`,
        );
      failCheck(
        `${label} : échec hors des tests (${files.length > 0 ? files.join(' ; ') : 'voir ci-dessus'})`,
      );
    }
  } else {
    failCheck(`${label} : aucun rapport produit`);
  }
}

function failCheck(problem) {
  checks.failed += 1;
  problems.push(problem);
}

/** Runs one check (lint, type check, build): counted apart from the tests. */
function check(label, command, args) {
  if (run(label, command, args)) checks.passed += 1;
  else failCheck(label);
}

/** Runs one command, its output kept and printed once it ends (so that checks running side by side never mix lines). */
function runQuietly(label, command, args) {
  return new Promise((resolve) => {
    const begin = performance.now();
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const done = (ok) => resolve({ label, ok, output, seconds: (performance.now() - begin) / 1000 });
    child.on('error', (error) => {
      output += String(error);
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

/**
 * The checks, `CHECK_JOBS` at a time (2 by default): each is a list of steps run in turn (the OpenAPI document
 * is written, then linted). Their outputs and counts come in this order, whatever the order they end in.
 */
async function checksSideBySide(groups) {
  const jobs = Math.max(1, Number(process.env.CHECK_JOBS) || 2);
  const results = new Array(groups.length);
  let next = 0;
  const worker = async () => {
    while (next < groups.length) {
      const index = next++;
      const steps = [];
      for (const [label, command, args] of groups[index]) {
        const step = await runQuietly(label, command, args);
        steps.push(step);
        if (!step.ok) break;
      }
      results[index] = { steps, skipped: groups[index].slice(steps.length).map(([label]) => label) };
    }
  };
  const begin = performance.now();
  await Promise.all(Array.from({ length: Math.min(jobs, groups.length) }, worker));
  for (const { steps, skipped } of results) {
    for (const { label, ok, output, seconds } of steps) {
      console.log(`\n▶ ${label}`);
      process.stdout.write(output);
      durations.push({ label, seconds });
      if (ok) checks.passed += 1;
      else failCheck(label);
    }
    for (const label of skipped) failCheck(`${label} (non lancé : l’étape précédente a échoué)`);
  }
  durations.push({
    label: `(vérifications, ${jobs} à la fois)`,
    seconds: (performance.now() - begin) / 1000,
  });
}

const openapiFile = path.join(reports, 'openapi.json');
await checksSideBySide([
  // The longest first, so that the last to start are the short ones.
  [['Types (server)', 'npx', ['tsc', '-p', 'apps/server']]],
  [
    ['Description OpenAPI (écriture)', 'npx', ['tsx', 'apps/server/src/openapi-document.ts', openapiFile]],
    [
      'Description OpenAPI (redocly lint)',
      'npx',
      ['redocly', 'lint', '--config', 'redocly.yaml', openapiFile],
    ],
  ],
  [['Types (web)', 'npx', ['tsc', '-p', 'apps/web']]],
  [['Types (e2e)', 'npx', ['tsc', '-p', 'e2e']]],
  [['Biome (lint et format)', 'npx', ['biome', 'check', '.']]],
  [['Types (shared)', 'npx', ['tsc', '-p', 'packages/shared']]],
]);

vitest('shared', 'packages/shared');
vitest('web', 'apps/web');
vitest('server (PGlite)', 'apps/server', { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  vitest('server (PostgreSQL)', 'apps/server', { TEST_DB: 'postgres' });
} else {
  console.log('\nTEST_DATABASE_URL absent : la suite serveur ne tourne que sur PGlite.');
}

if (process.env.E2E === 'skip' && process.env.CI !== 'true') {
  console.log('\nE2E=skip : tests navigateur ignorés à la demande.');
} else {
  check('Construction web', 'npm', ['run', 'build', '-w', 'apps/web']);
  vitest('navigateur (Chromium)', 'e2e');
}

printDurations();
if (problems.length > 0) console.log(`\nÉchecs : ${problems.join(' ; ')}`);
if (failedTests.length > 0) console.log(`\nTests en échec :\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
console.log(`\nchecks: ${checks.passed} passed, ${checks.failed} failed`);
console.log(`tests: ${tests.passed} passed, ${tests.failed} failed`);
process.exit(checks.failed + tests.failed > 0 ? 1 : 0);
