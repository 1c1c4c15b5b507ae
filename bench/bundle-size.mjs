// Size on the wire of the JavaScript index.html loads (the entry script and the modules it preloads): the
// brotli copies the build writes next to each asset (what the server sends to a browser that accepts br),
// with the gzip copies beside them. The chunks a route loads afterwards are measured by bench/web.mjs.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
// A file too small to gain from compression has no copy: it is sent as it is.
const sizeOf = (file, copy) => statSync(existsSync(copy) ? copy : file).size;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let brotli = 0;
let gzip = 0;
for (const file of new Set(scripts)) {
  const full = path.join(dist, file);
  const [raw, br, gz] = [sizeOf(full, full), sizeOf(full, `${full}.br`), sizeOf(full, `${full}.gz`)];
  brotli += br;
  gzip += gz;
  console.log(`${file}: ${kb(raw)}, brotli ${kb(br)}, gzip ${kb(gz)}`);
}
console.log(`JavaScript de index.html (scripts et préchargements) : brotli ${kb(brotli)}, gzip ${kb(gzip)}`);
