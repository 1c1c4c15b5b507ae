// `npm start`: builds the web app and bundles the server (esbuild) when they are missing or older than
// their sources, then runs the server. Once built (`npm run build`), it needs the production dependencies only.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { isStale, root, serverEntry, serverNodeFlags } from './server-bundle.mjs';

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

const server = spawn(process.execPath, [...serverNodeFlags, await serverEntry('main')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
