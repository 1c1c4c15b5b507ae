import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/src/test/free-port';

// Issue 32: the built app runs with production dependencies only (`npm install --omit=dev` in a copy),
// on PostgreSQL, as several instances started at once on a new database that share sessions.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.TEST_DATABASE_URL;
const databaseName = `plateau_production_${process.pid}`;
const copy = mkdtempSync(path.join(tmpdir(), 'plateau-production-'));
const children: Array<{ child: ChildProcess; exited: Promise<unknown> }> = [];

async function onAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The repository's tracked files and the two builds, timestamps kept (so nothing looks stale), in `copy`. */
function copyBuiltRepository(): void {
  const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
  })
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  const files = [...tracked, 'apps/web/dist', 'apps/server/dist'];
  const packed = spawnSync('tar', ['-cf', '-', '--null', '-T', '-'], {
    cwd: root,
    input: files.join('\0'),
    maxBuffer: 1024 * 1024 * 1024,
  });
  expect(packed.status).toBe(0);
  const unpacked = spawnSync('tar', ['-xf', '-', '-C', copy], { input: packed.stdout, maxBuffer: 1024 ** 3 });
  expect(unpacked.status).toBe(0);
}

/** `npm start` in the copy, on its own port; resolves its address once /api/ready answers 200. */
async function startInstance(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const dataDir = path.join(copy, `data-${children.length}`);
  mkdirSync(dataDir);
  const child = spawn('npm', ['start'], {
    cwd: copy,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push({ child, exited: new Promise((resolve) => child.once('exit', resolve)) });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`l'instance s'est arrêtée : ${output}`);
    const ready = await fetch(`${base}/api/ready`).catch(() => null);
    if (ready?.status === 200) return base;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`l'instance n'a pas répondu à temps : ${output}`);
}

beforeAll(async () => {
  // The build `npm run build` leaves: the web app (built by npm test before the browser tests) and the server.
  expect(existsSync(path.join(root, 'apps/web/dist/index.html'))).toBe(true);
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { cwd: root });
  expect(built.status).toBe(0);
  copyBuiltRepository();
  const install = spawnSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund'], {
    cwd: copy,
    encoding: 'utf8',
  });
  expect(install.status, install.stderr).toBe(0);
  if (adminUrl) {
    await onAdmin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await onAdmin(`CREATE DATABASE ${databaseName}`);
  }
}, 600_000);

afterAll(async () => {
  for (const { child } of children) {
    // npm, start.mjs and the server: the whole group stops (the server cleanly, on SIGTERM).
    if (child.pid && child.exitCode === null && child.signalCode === null)
      process.kill(-child.pid, 'SIGTERM');
  }
  await Promise.all(children.map(({ exited }) => exited));
  if (adminUrl) await onAdmin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  // Removing a node_modules folder can take a minute on a busy disk: left to a process of its own.
  spawn('rm', ['-rf', copy], { detached: true, stdio: 'ignore' }).unref();
}, 120_000);

describe('a production install (npm install --omit=dev of a built copy)', () => {
  it('has none of the build tools, and starts three instances at once on one new database', async () => {
    // The web build's tools are development dependencies: a production install has no Vite plugin, no Tailwind.
    for (const tool of ['@vitejs/plugin-react', 'tailwindcss', '@biomejs/biome', 'playwright-core']) {
      expect(existsSync(path.join(copy, 'node_modules', tool)), tool).toBe(false);
    }
    const database = new URL(adminUrl ?? 'postgres://absent');
    database.pathname = `/${databaseName}`;
    const env: Record<string, string> = adminUrl
      ? { DATABASE_URL: database.toString(), AUTH_SECRET: randomBytes(36).toString('base64'), SEED: 'none' }
      : { DATABASE_URL: '', SEED: 'none' };
    const instances = adminUrl
      ? await Promise.all([startInstance(env), startInstance(env), startInstance(env)])
      : [await startInstance(env)];

    const [first, ...others] = instances;
    const page = await fetch(`${first}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="fr"');
    const password = 'Lumiere-Studio-Nord-2026';
    const signUp = await fetch(`${first}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Paule Production',
        email: `production-${process.pid}@exemple.fr`,
        password,
        confirmPassword: password,
      }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    // The session made on one instance is valid on the others (one shared AUTH_SECRET).
    for (const instance of instances) {
      const me = await fetch(`${instance}/api/me`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect((await me.json()).user.fullName).toBe('Paule Production');
    }
    expect(others.length).toBe(adminUrl ? 2 : 0);
  }, 300_000);
});
