// Cold start (new data directory: migrations + demo data) and warm restart, until the first page is served.
// Usage: node bench/startup.mjs   (measures `npm start`'s script: scripts/start.mjs, web already built)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = 3710;

async function timeStart(dataDir) {
  const started = performance.now();
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  let elapsed = null;
  const deadline = performance.now() + 60_000;
  while (elapsed === null) {
    if (performance.now() > deadline || server.exitCode !== null)
      throw new Error('le serveur n’a pas démarré');
    try {
      const response = await fetch(`http://localhost:${port}/`);
      if (response.ok && (await response.text()).includes('<div id="root">'))
        elapsed = performance.now() - started;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  return elapsed;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'plateau-bench-start-'));
const cold = await timeStart(dataDir);
const warm = [];
for (let i = 0; i < 3; i += 1) warm.push(await timeStart(dataDir));
rmSync(dataDir, { recursive: true, force: true });
console.log(`cold start (new data directory, demo data): ${(cold / 1000).toFixed(2)} s`);
console.log(`warm restart: ${warm.map((ms) => (ms / 1000).toFixed(2)).join(' s, ')} s`);
