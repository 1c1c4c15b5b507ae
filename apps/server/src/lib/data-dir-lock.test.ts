import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killServer, startServer, waitUntilReady } from '../test/server-process';
import { DataDirLockedError, lockDataDir, lockFileOf } from './data-dir-lock';

const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'plateau-lock-'));

/** The PID of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  if (!child.pid) throw new Error('pas de PID');
  return child.pid;
}

const live = spawn('sleep', ['300']);
afterAll(() => {
  live.kill('SIGKILL');
});

function writeLock(dataDir: string, pid: number, host = hostname()): void {
  writeFileSync(
    lockFileOf(dataDir),
    JSON.stringify({ pid, hostname: host, startedAt: new Date().toISOString() }),
  );
}

describe('the DATA_DIR lock', () => {
  it('takes over at once a lock whose process is gone on this host', async () => {
    const dataDir = newDataDir();
    writeLock(dataDir, await deadPid());
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8')).pid).toBe(process.pid);
    release();
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
  });

  it('keeps others out while its process lives, with the French message', () => {
    const dataDir = newDataDir();
    writeLock(dataDir, live.pid ?? 0);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(/est déjà utilisé par un serveur Plateau en marche/);
  });

  it('npm start on a data directory whose lock has a dead PID starts at once; with a live PID it refuses', async () => {
    const dataDir = newDataDir();
    writeLock(dataDir, await deadPid());
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      await waitUntilReady(server);
    } finally {
      await killServer(server);
    }
    writeLock(dataDir, live.pid ?? 0);
    const refused = await startServer({ DATA_DIR: dataDir });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('est déjà utilisé par un serveur Plateau en marche');
  }, 400_000);
});
