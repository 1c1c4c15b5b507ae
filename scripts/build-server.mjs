// Bundles the server's TypeScript (and the shared package) into apps/server/dist/main.mjs with esbuild;
// npm packages stay external. Starting from one prebuilt file keeps restarts fast.
import { cpSync, rmSync } from 'node:fs';
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
  const dist = path.join(server, 'dist');
  rmSync(dist, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(server, 'src/main.ts')],
    outfile: path.join(dist, 'main.mjs'),
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
  return path.join(dist, 'main.mjs');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = await buildServer();
  console.log(`serveur construit : ${path.relative(root, file)}`);
}
