import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './free-port';
import { testDbKind } from './test-database';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  exited: Promise<number | null>;
};

/** Starts `apps/server/src/main.ts` as `npm start` runs it, on a free port of its own. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      SEED: 'none',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      AUTH_RATE_LIMIT_MAX: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    text += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => text, exited };
}

/** Resolves once /api/health answers 200; rejects if the process exits first or time runs out. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 150_000): Promise<number> {
  const startedAt = Date.now();
  while (Date.now() - startedAt < timeoutMs) {
    if (server.child.exitCode !== null) throw new Error(`le serveur s'est arrêté : ${server.output()}`);
    try {
      if ((await fetch(`${server.baseUrl}/api/health`)).ok) return Date.now() - startedAt;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`le serveur n'a pas répondu à temps : ${server.output()}`);
}

/** Stops a server if it still runs (SIGKILL: tests that want a clean stop send SIGTERM themselves). */
export async function killServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.exited;
}

/**
 * Where a started server keeps its data, on the suite's database kind (TEST_DB): a new DATA_DIR (PGlite), or a
 * new PostgreSQL database beside TEST_DATABASE_URL's (with its own DATA_DIR for the rest). `drop` removes it.
 */
export async function newServerStore(
  prefix: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `plateau-${prefix}-`));
  if (testDbKind === 'pglite') return { env: { DATA_DIR: dataDir }, drop: async () => {} };
  const url = process.env.TEST_DATABASE_URL ?? '';
  const name = `plateau_${prefix.replace(/\W/g, '_')}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    env: {
      DATABASE_URL: target.toString(),
      AUTH_SECRET: 'secret-de-test-suffisamment-long-0123456789',
      DATA_DIR: dataDir,
    },
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
