// Bundles the server's TypeScript (and the shared package) with esbuild: apps/server/dist/main.mjs (the
// server), create-admin.mjs and backup.mjs (the operator's commands); npm packages stay external. Starting
// from one prebuilt file keeps restarts fast, and a built copy runs with the production dependencies only.
import { cpSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');

/** npm packages are loaded from node_modules at run time; only our workspaces are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@plateau/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  // Built beside, then put in place: a command starting meanwhile finds the old bundle or the new one, whole.
  const target = path.join(server, 'dist');
  const dist = path.join(server, `dist.${process.pid}`);
  rmSync(dist, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: path.join(server, 'src/main.ts'),
      'create-admin': path.join(server, 'src/auth/create-admin-cli.ts'),
      backup: path.join(server, 'src/db/backup-cli.ts'),
    },
    outdir: dist,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    plugins: [externalPackages],
    logLevel: 'warning',
  });
  // The migrator reads the SQL files next to the code (new URL('./migrations', import.meta.url)).
  cpSync(path.join(server, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
  // The password policy reads its list the same way (auth/password-policy.ts).
  cpSync(path.join(server, 'src/auth/common-passwords'), path.join(dist, 'common-passwords'), {
    recursive: true,
  });
  rmSync(target, { recursive: true, force: true });
  renameSync(dist, target);
  return path.join(target, 'main.mjs');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = await buildServer();
  console.log(`serveur construit : ${path.relative(root, file)}`);
}
