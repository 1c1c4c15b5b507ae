import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { freePort } from '../apps/server/src/test/free-port';
import { e2eWorkers } from './workers';

/**
 * One app server per test worker: its address and its data directory (its outbox is `<dataDir>/mail`); and the
 * worker's Chromium, which its test files connect to (browser.ts).
 */
export type E2eServer = { baseUrl: string; dataDir: string; browserEndpoint: string };

declare module 'vitest' {
  export interface ProvidedContext {
    servers: E2eServer[];
  }
}

/** No demo account has it: a member registering with it is promoted at their first confirmed sign-in. */
export const designatedAdminEmail = 'administration-designee@membre.test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started: Array<{ child: ChildProcess; dataDir: string }> = [];
const browsers: BrowserServer[] = [];

/**
 * The browser the tests drive: `CHROMIUM_PATH`, else Debian's chromium-headless-shell when it is installed, else
 * Debian's Chromium. The headless shell is Chromium's own headless build (the same Blink and V8, without the
 * desktop browser's layers, what Playwright itself runs headless): the same six files took 81 s in it against 97 s
 * in the full browser (bench/README.md, "How long `npm test` takes").
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ||
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** That Chromium, headless, with the flags this machine needs. */
const chromiumOptions = {
  executablePath: chromiumPath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

/** A Chromium for one worker's test files to connect to (browser.ts `launchBrowser`). */
async function startBrowser(): Promise<string> {
  const browser = await chromium.launchServer(chromiumOptions);
  browsers.push(browser);
  return browser.wsEndpoint();
}

async function waitForHealth(server: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('le serveur s’est arrêté au démarrage');
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`le serveur n’a pas répondu sur ${url} à temps`);
}

/** Starts the built app on a new data directory with the demo data, listening on `port`. */
async function startServer(port: number): Promise<E2eServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plateau-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      // Every browser test signs in from 127.0.0.1: the default 10 attempts a minute would trip.
      AUTH_RATE_LIMIT_MAX: '1000',
      WRITE_LIMIT_FACTOR: '100',
      // The designated administrator address of spec 1 §6 (account-deletion.e2e.ts signs it in once confirmed).
      ADMIN_EMAIL: designatedAdminEmail,
      // A message left unread 2 s is mailed (notification-mail.e2e.ts waits for it, not 10 minutes).
      MESSAGE_MAIL_DELAY_SECONDS: '2',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  started.push({ child: server, dataDir });
  // A loaded machine may need longer: E2E_SERVER_TIMEOUT_MS raises the wait.
  await waitForHealth(server, baseUrl, Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 90_000));
  return { baseUrl, dataDir, browserEndpoint: await startBrowser() };
}

/**
 * One server per worker (`e2eWorkers()`, vitest.config.ts), started together: a test file talks only to its
 * worker's server (`VITEST_POOL_ID`, browser.ts), so files running side by side never share a database.
 */
export async function setup(project: TestProject): Promise<void> {
  const ports: number[] = [];
  while (ports.length < e2eWorkers()) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  const servers = await Promise.all(ports.map((port) => startServer(port)));
  project.provide('servers', servers);
}

export async function teardown(): Promise<void> {
  await Promise.all(browsers.map((browser) => browser.close()));
  await Promise.all(
    started.map(async ({ child, dataDir }) => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      }
      rmSync(dataDir, { recursive: true, force: true });
    }),
  );
}
