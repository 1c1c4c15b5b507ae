import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(serverRoot, '../../node_modules/.bin/tsx');

let taken: Server;
let port = 0;

beforeAll(async () => {
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen({ port: 0, host: '127.0.0.1' }, resolve));
  const address = taken.address();
  if (!address || typeof address === 'string') throw new Error('adresse de test introuvable');
  port = address.port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => taken.close(() => resolve()));
});

/** Runs the server entry until it exits; gives its exit code and what it wrote. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['src/main.ts'], {
      cwd: serverRoot,
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`le serveur ne s’est pas arrêté : ${output}`));
    }, 90_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('npm start with the port already in use', () => {
  it('says so in French, exits non-zero, without a stack trace and before opening the database', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'plateau-port-')), 'data');
    const { code, output } = await runServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    expect(code).not.toBe(0);
    expect(output).toContain(`Le port ${port} (127.0.0.1) est déjà utilisé par un autre programme`);
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain('EADDRINUSE');
    // Nothing was opened nor seeded: no database folder in the data directory.
    const created = existsSync(dataDir) ? readdirSync(dataDir) : [];
    expect(created).not.toContain('pglite');
    // tsx compiles the whole server first: slow on a busy machine.
  }, 100_000);
});
