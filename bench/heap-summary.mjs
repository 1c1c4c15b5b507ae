// What a request allocates, by function: reads a heap profile written by `HEAP_PROF=<dir> node bench/side-by-side.mjs`
// (V8's sampling heap profiler, objects already collected included) and the request count beside it.
//   node bench/heap-summary.mjs <dir>/<label>.heapprofile [how many lines, 25]
// Each line: the share of the bytes sampled, KB a request, and the function that allocated them (inlined callees
// count in their caller: run the product with `NODE_FLAGS=--no-turbo-inlining` to see them apart). Never fails on
// the figures.
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage : node bench/heap-summary.mjs <fichier .heapprofile> [lignes]');
  process.exit(2);
}
const lines = Number(process.argv[3] ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const sidecar = file.replace(/\.heapprofile$/, '.json');
const requests = existsSync(sidecar) ? JSON.parse(readFileSync(sidecar, 'utf8')).requests : 0;

const where = (frame) => {
  const url = frame.url ?? '';
  const pkg = url.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  return `${frame.functionName || '(anonyme)'} ${pkg ? `${pkg[1]}/` : ''}${url.replace(/.*\//, '')}:${frame.lineNumber}`;
};
const bytes = new Map();
let total = 0;
const visit = (node) => {
  if (node.selfSize) {
    const key = where(node.callFrame);
    bytes.set(key, (bytes.get(key) ?? 0) + node.selfSize);
    total += node.selfSize;
  }
  for (const child of node.children ?? []) visit(child);
};
visit(profile.head);

const perRequest = (value) => (requests ? `${(value / 1024 / requests).toFixed(2).padStart(7)} KB` : '');
console.log(
  `${(total / 1e6).toFixed(1)} MB échantillonnés${requests ? ` sur ${requests} requêtes : ${(total / 1024 / requests).toFixed(1)} KB par requête` : ''}`,
);
for (const [key, value] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, lines)) {
  console.log(`${((100 * value) / total).toFixed(1).padStart(5)} % ${perRequest(value)}  ${key}`);
}
