// `npm run create-admin`, `npm run backup`, `npm run restore`: runs the operator's command from the server
// bundle (built first when stale), so it works on a production install too.
import { spawn } from 'node:child_process';
import { root, serverEntry } from './server-bundle.mjs';

const [name, ...args] = process.argv.slice(2);
const command = spawn(process.execPath, ['--enable-source-maps', await serverEntry(name), ...args], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
command.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
