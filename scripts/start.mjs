// `npm start`: builds the web app and bundles the server (esbuild) when they are missing or older than
// their sources, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** True when the output is missing or older than any of the sources (paths relative to the repository). */
function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const newest = Math.max(
    ...sources
      .map((p) => path.join(root, p))
      .filter(existsSync)
      .map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
  );
  return statSync(output).mtimeMs < newest;
}

const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
];
if (isStale(path.join(root, 'apps/web/dist/index.html'), webSources)) {
  console.log("Construction de l'application web...");
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serverBundle = path.join(root, 'apps/server/dist/main.mjs');
const serverSources = ['apps/server/src', 'packages/shared/src', 'scripts/build-server.mjs'];
const serverEntry = isStale(serverBundle, serverSources) ? await buildServer() : serverBundle;

const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
