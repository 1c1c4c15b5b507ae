// What sending an answer costs node:http, by how its text is handed over (issue 35, `utf8Answer` in
// apps/server/src/lib/compiled-serializer.ts): as a string with its Content-Length (what Fastify does with a
// string: `Buffer.byteLength`, then Node encodes it), as UTF-8 bytes encoded once (`utf8Answer`), or as a string
// without length (chunked, as bench/baseline-server.mjs sends). Two answers of twenty cards: French text with a
// typographic apostrophe (a two-byte string in V8) and the same in Latin-1. For each, a server process per way,
// 50 connections of autocannon, the server's CPU time (user + system, /proc) divided by the requests served;
// ROUNDS rounds (4) of DURATION seconds (5) after 2 s of warm-up, the median printed.
//   node bench/answer-encoding.mjs
// Never fails on the figures.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { freePort } from './free-port.mjs';

const rounds = Number(process.env.ROUNDS ?? 4);
const duration = Number(process.env.DURATION ?? 5);
const ways = ['string + Content-Length', 'UTF-8 bytes (utf8Answer)', 'string, chunked'];

/** Twenty talent cards as JSON; `apostrophe`: '’' (beyond Latin-1) or "'". */
function answerText(apostrophe) {
  const items = Array.from({ length: 20 }, (_, index) => ({
    id: `0193a1b2-${String(index).padStart(4, '0')}-7abc-8def-123456789abc`,
    fullName: `Hélène Lefèvre ${index}`,
    profession: 'Réalisatrice',
    bio: `Réalisatrice passionnée par le cinéma d${apostrophe}auteur, basée à Saint-Étienne, disponible pour des tournages en région. `.repeat(
      2,
    ),
    location: 'Lyon',
    skills: ['Montage', 'Étalonnage', 'Prise de vue'],
    availabilityStatus: 'disponible',
    createdAt: '2026-11-30T01:13:10.123Z',
  }));
  return JSON.stringify({ items, page: 1, pageSize: 20, hasMore: true });
}

if (process.argv[2] === 'serve') {
  // The server side: one way, one answer; a fresh string per request, as a serializer makes.
  const [, , , way, apostrophe, port] = process.argv;
  const text = answerText(apostrophe);
  let scratch = Buffer.allocUnsafeSlow(16 * 1024);
  const headers = { 'content-type': 'application/json; charset=utf-8' };
  createServer((_request, response) => {
    const answer = `${text.slice(0, -1)}}`;
    if (way === ways[0]) {
      response
        .writeHead(200, { ...headers, 'content-length': String(Buffer.byteLength(answer)) })
        .end(answer);
    } else if (way === ways[1]) {
      if (scratch.length < answer.length * 3) scratch = Buffer.allocUnsafeSlow(answer.length * 3);
      const length = scratch.write(answer, 0, 'utf8');
      const bytes = Buffer.allocUnsafe(length);
      scratch.copy(bytes, 0, 0, length);
      response.writeHead(200, { ...headers, 'content-length': String(length) }).end(bytes);
    } else {
      response.writeHead(200, headers).end(answer);
    }
  }).listen(Number(port), '127.0.0.1', () => process.send?.('prêt'));
} else {
  const cpuMs = (pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  const load = (url, seconds) =>
    new Promise((resolve, reject) =>
      autocannon({ url, connections: 50, duration: seconds }, (error, result) =>
        error ? reject(error) : resolve(result),
      ),
    );
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(
    `Answer handed to node:http, CPU µs a request (median of ${rounds} × ${duration} s, 50 connections)`,
  );
  console.log(`load at start: ${readFileSync('/proc/loadavg', 'utf8').trim()}\n`);
  console.log(`| answer | ${ways.join(' | ')} |`);
  console.log(`|---|${ways.map(() => '---').join('|')}|`);
  for (const [label, apostrophe] of [
    ['7 KB, with ’ (two-byte string)', '’'],
    ["7 KB, with ' (Latin-1)", "'"],
  ]) {
    const figures = Object.fromEntries(ways.map((way) => [way, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (const way of ways) {
        const port = await freePort();
        const server = fork(new URL(import.meta.url).pathname, ['serve', way, apostrophe, String(port)]);
        await new Promise((resolve) => server.once('message', resolve));
        const url = `http://127.0.0.1:${port}/`;
        await load(url, 2);
        const before = cpuMs(server.pid);
        const result = await load(url, duration);
        figures[way].push(((cpuMs(server.pid) - before) * 1000) / result.requests.total);
        server.kill();
      }
    }
    console.log(`| ${label} | ${ways.map((way) => median(figures[way]).toFixed(1)).join(' | ')} |`);
  }
  console.log(`\nload at end: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
}
