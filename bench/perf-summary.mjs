// Where each side's CPU time goes, in µs a request: reads what `PERF=<dir> node bench/side-by-side.mjs` recorded
// (Linux perf, CPU-clock samples with call chains, one file per side and counted round) and prints, for each
// endpoint, the product's and the baseline's time a request by part: the kernel (socket reads and writes), garbage
// collection (on the main thread and on V8's helper threads), then the JavaScript package that was running (the
// first named JavaScript frame of the sample's call chain: a built-in or C++ function counts for its caller).
//   node bench/perf-summary.mjs <dir> [how many functions a side, 0]
// Needs `perf` (Debian's linux-perf) and the /tmp/perf-<pid>.map files the servers wrote (--perf-basic-prof).
// Never fails on the figures.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
if (!dir) {
  console.error('usage : node bench/perf-summary.mjs <dossier PERF> [fonctions]');
  process.exit(2);
}
const functionLines = Number(process.argv[3] ?? 0);
/** The recording frequency of bench/side-by-side.mjs (`perf record -F`). */
const hertz = 1999;

const gcFrame =
  /v8::internal::(Heap::CollectGarbage|Heap::PerformGarbageCollection|ScavengerCollector|Scavenger::|MarkCompactCollector|MinorMarkCompact|IncrementalMarking|ConcurrentMarking|Sweeper|MemoryAllocator|Heap::FinalizeIncrementalMarking)/;
const compilerFrame = /v8::internal::(compiler::|maglev::|Compiler::|OptimizingCompileDispatcher|baseline::)/;
const jsFrame = /^(JS|LazyCompile|Function):[*~^]?(.*)$/;

/** The part a JavaScript frame belongs to: its npm package, a Node module, the product's bundle or the baseline. */
function partOf(where) {
  // The product's bundle, or an earlier build kept for PRODUCT= (under node_modules/.bench-…).
  if (where.includes('dist/main.mjs') || where.includes('.bench-')) return 'product (our code)';
  const npm = where.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  if (npm) return npm[1];
  if (where.includes('baseline-server.mjs')) return 'baseline script';
  if (where.includes('capture-sql.mjs')) return 'bench capture preload';
  const internal = where.match(/node:(?:internal\/)?([a-z_]+)/);
  if (internal) {
    const module = internal[1];
    if (/^_?http|^_http/.test(module)) return 'node: http';
    if (/stream|writable|readable/.test(module)) return 'node: streams';
    return `node: ${module}`;
  }
  return 'other JavaScript';
}

/** Every sample of one recording: its thread, its frames from the leaf up. */
function* samplesOf(file) {
  const text = execFileSync('perf', ['script', '-i', file, '-F', 'pid,tid,ip,sym,dso'], {
    maxBuffer: 1 << 30,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let sample = null;
  for (const line of text.split('\n')) {
    const head = line.match(/^\s*(\d+)\/(\d+)\s*$/);
    if (head) {
      if (sample) yield sample;
      sample = { pid: head[1], tid: head[2], frames: [] };
      continue;
    }
    const frame = line.match(/^\s*[0-9a-f]+\s+(.*) \((.*)\)\s*$/);
    if (frame && sample) sample.frames.push({ symbol: frame[1], dso: frame[2] });
  }
  if (sample) yield sample;
}

/** The part and the function a sample's time counts for. */
function classify(sample) {
  const leaf = sample.frames[0] ?? { symbol: '?', dso: '?' };
  const onMain = sample.tid === sample.pid;
  if (sample.frames.some((frame) => gcFrame.test(frame.symbol))) {
    return { part: onMain ? 'GC (main thread)' : 'GC (helper threads)', fn: leaf.symbol };
  }
  if (!onMain) {
    const compiling = sample.frames.some((frame) => compilerFrame.test(frame.symbol));
    return { part: compiling ? 'compiler (helper threads)' : 'other threads', fn: leaf.symbol };
  }
  if (leaf.dso.includes('kernel')) {
    const owner = sample.frames.find((frame) => jsFrame.test(frame.symbol));
    return { part: 'kernel (system calls)', fn: owner ? `kernel under ${owner.symbol}` : 'kernel' };
  }
  const owner = sample.frames.find((frame) => jsFrame.test(frame.symbol));
  if (!owner) return { part: 'native (event loop, HTTP parser)', fn: leaf.symbol };
  return { part: partOf(owner.symbol), fn: owner.symbol.replace(jsFrame, '$2') };
}

const cleanName = (fn) =>
  fn
    .replace(/file:\/\/\//g, '/')
    .replace(/\/[^ ]*node_modules\//g, '')
    .replace(/\/[^ ]*\/dist\//g, '');

const format = (value) => value.toFixed(1);

for (const sidecarName of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const sidecar = JSON.parse(readFileSync(path.join(dir, sidecarName), 'utf8'));
  const stem = sidecarName.replace(/\.json$/, '');
  const sides = {};
  for (const who of ['product', 'baseline']) {
    const parts = new Map();
    const functions = new Map();
    let samples = 0;
    let requests = 0;
    sidecar[who].requests.forEach((count, round) => {
      const file = path.join(dir, `${stem}.${who}.${round}.data`);
      if (!existsSync(file)) return;
      requests += count;
      for (const sample of samplesOf(file)) {
        const { part, fn } = classify(sample);
        parts.set(part, (parts.get(part) ?? 0) + 1);
        functions.set(fn, (functions.get(fn) ?? 0) + 1);
        samples += 1;
      }
    });
    // µs a request: samples ÷ frequency = seconds on a CPU.
    const perRequest = (count) => (requests ? (count / hertz / requests) * 1e6 : 0);
    sides[who] = { parts, functions, samples, requests, perRequest };
  }
  const { product, baseline } = sides;
  console.log(
    `\n${sidecar.label}: product ${format(product.perRequest(product.samples))} µs a request (${product.requests} requests, ${product.samples} samples), baseline ${format(baseline.perRequest(baseline.samples))} µs (${baseline.requests}, ${baseline.samples})`,
  );
  console.log('| part | product µs/req | baseline µs/req | difference |');
  console.log('|---|---|---|---|');
  const names = new Set([...product.parts.keys(), ...baseline.parts.keys()]);
  const rows = [...names].map((name) => {
    const a = product.perRequest(product.parts.get(name) ?? 0);
    const b = baseline.perRequest(baseline.parts.get(name) ?? 0);
    return { name, a, b };
  });
  rows.sort((x, y) => y.a - y.b - (x.a - x.b));
  for (const { name, a, b } of rows) {
    if (a < 0.05 && b < 0.05) continue;
    console.log(`| ${name} | ${format(a)} | ${format(b)} | ${a - b >= 0 ? '+' : ''}${format(a - b)} |`);
  }
  if (functionLines > 0) {
    for (const who of ['product', 'baseline']) {
      const side = sides[who];
      console.log(`${who}, first ${functionLines} functions (µs a request):`);
      const top = [...side.functions].sort((x, y) => y[1] - x[1]).slice(0, functionLines);
      for (const [fn, count] of top) {
        console.log(`  ${format(side.perRequest(count)).padStart(6)}  ${cleanName(fn)}`);
      }
    }
  }
}
