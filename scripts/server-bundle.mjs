// The server bundle (apps/server/dist), rebuilt when it is missing or older than its sources. The bundler is
// a development tool: it is loaded only to build, so a built copy runs with the production dependencies only.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The Node flags the server runs with, wherever it is started (`npm start`, the Dockerfile's CMD, the systemd
 * unit of docs/production.md: a test checks they agree): source maps for the stack traces of the logs, and a
 * young generation of 64 MB a half instead of V8's 16. Under load the requests waiting for a database connection
 * keep their objects alive across the frequent scavenges of a small young generation: they are copied, promoted,
 * then collected again by the old generation's collector. Measured (bench/README.md): the garbage collector's
 * share of a cheap request fell from about a quarter to a few percent, for about 80 MB more memory at peak.
 */
export const serverNodeFlags = JSON.parse(
  readFileSync(path.join(root, 'scripts/server-node-flags.json'), 'utf8'),
);

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
export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const newest = Math.max(
    ...sources
      .map((p) => path.join(root, p))
      .filter(existsSync)
      .map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
  );
  return statSync(output).mtimeMs < newest;
}

const serverSources = ['apps/server/src', 'packages/shared/src', 'scripts/build-server.mjs'];

/** The path of a bundled entry (`main`, `create-admin`, `backup`), built first when stale. */
export async function serverEntry(name) {
  const bundle = path.join(root, 'apps/server/dist/main.mjs');
  if (isStale(bundle, serverSources)) await (await import('./build-server.mjs')).buildServer();
  return path.join(root, 'apps/server/dist', `${name}.mjs`);
}
