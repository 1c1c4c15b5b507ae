import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { killServer, type ServerProcess, startServer, waitUntilReady } from '../../test/server-process';

/** Resolves once the server printed `text`, or rejects when it exits or the time is up. */
async function waitForOutput(server: ServerProcess, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (server.child.exitCode !== null) throw new Error(`le serveur s'est arrêté : ${server.output()}`);
    if (Date.now() > deadline) throw new Error(`rien de tel à l'écran : ${server.output()}`);
    // The next thing it prints, on either stream, or its exit, or the deadline.
    await new Promise<void>((resolve) => {
      const { child } = server;
      const done = () => {
        clearTimeout(timer);
        child.stdout?.off('data', done);
        child.stderr?.off('data', done);
        child.off('exit', done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, deadline - Date.now()));
      child.stdout?.on('data', done);
      child.stderr?.on('data', done);
      child.on('exit', done);
    });
  }
}

describe('npm start with the demo accounts on a network address (issue 27, item 1)', () => {
  it('warns in French that demo1234 opens them, the administrator included', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'plateau-demo-warning-'));
    const server = await startServer({ DATA_DIR: dataDir, SEED: 'demo', HOST: '0.0.0.0' });
    try {
      await waitUntilReady(server);
      await waitForOutput(server, 'le serveur écoute sur 0.0.0.0');
      expect(server.output()).toContain('encore le mot de passe public demo1234');
      expect(server.output()).toContain('admin@demo.fr');
      expect(server.output()).toContain('HOST=127.0.0.1');
    } finally {
      await killServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 400_000);
});
