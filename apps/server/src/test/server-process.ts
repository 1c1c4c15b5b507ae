import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  exited: Promise<number | null>;
};

let nextPort = 4300 + (process.pid % 200) * 3;

/** Starts `apps/server/src/main.ts` as `npm start` runs it, on its own port. */
export function startServer(env: Record<string, string>): ServerProcess {
  nextPort += 1;
  const port = nextPort;
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
