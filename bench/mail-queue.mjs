// The durable mail queue (issue 30): throughput (e-mails a second into a real SMTP sink) and the delay from
// `app.mailer.send` to the message received, on PGlite (default) or PostgreSQL (DATABASE_URL).
// Usage: node --import tsx bench/mail-queue.mjs   (COUNT=1000 burst size, SAMPLES=50 one-at-a-time sends)
// The SMTP sink (the `smtp-server` package) runs in a child process and reports each message's arrival time.
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);

if (process.argv[2] === '--sink') {
  const { SMTPServer } = await import('smtp-server');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        process.send?.({ to: session.envelope.rcptTo[0]?.address, at: Date.now() });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1', () => process.send?.({ port: server.server.address().port }));
} else {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const { openDatabase } = await import('../apps/server/src/db/client.ts');

  const count = Number(process.env.COUNT ?? 1000);
  const samples = Number(process.env.SAMPLES ?? 50);
  const sink = fork(self, ['--sink'], { stdio: 'inherit' });
  const arrivals = new Map();
  const waiters = new Map();
  const port = await new Promise((resolve) =>
    sink.on('message', (message) => {
      if (message.port) return resolve(message.port);
      arrivals.set(message.to, message.at);
      waiters.get(message.to)?.(message.at);
    }),
  );
  const arrived = (to) =>
    arrivals.has(to) ? Promise.resolve(arrivals.get(to)) : new Promise((resolve) => waiters.set(to, resolve));

  const dataDir = mkdtempSync(path.join(tmpdir(), 'plateau-bench-mail-'));
  const databaseUrl = process.env.DATABASE_URL;
  const database = databaseUrl
    ? await openDatabase({ kind: 'postgres', url: databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: 'secret-de-bench-suffisamment-long-0123456789',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    LOG_LEVEL: 'error',
  });
  const app = await buildApp({ config, database, logger: { level: 'error' } });
  await app.ready();
  const content = {
    subject: 'Essai de débit',
    text: 'Bonjour,\n\nUn e-mail de mesure.',
    html: '<p>Bonjour</p>',
  };
  const run = Date.now();

  // 1. Throughput: a burst of `count` e-mails queued at once, until the last one reaches the sink.
  const burst = Array.from({ length: count }, (_, i) => `debit-${run}-${i}@bench.fr`);
  const started = Date.now();
  await Promise.all(burst.map((to) => app.mailer.send(to, content)));
  const queued = Date.now();
  const times = await Promise.all(burst.map(arrived));
  const finished = Math.max(...times);
  const perSecond = count / ((finished - started) / 1000);

  // 2. Delay: one e-mail at a time (the queue empty), from send() to its arrival at the sink.
  const delays = [];
  for (let i = 0; i < samples; i += 1) {
    const to = `delai-${run}-${i}@bench.fr`;
    const sentAt = Date.now();
    await app.mailer.send(to, content);
    delays.push((await arrived(to)) - sentAt);
  }
  delays.sort((a, b) => a - b);
  const pick = (q) => delays[Math.min(delays.length - 1, Math.floor(q * delays.length))];

  console.log(`base ${database.kind}, load ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  console.log(
    `burst of ${count}: queued in ${queued - started} ms, all delivered in ${finished - started} ms → ${perSecond.toFixed(0)} e-mails/s`,
  );
  console.log(
    `send → received (${samples} one at a time): p50 ${pick(0.5)} ms, p95 ${pick(0.95)} ms, max ${delays.at(-1)} ms`,
  );
  await app.close();
  await database.close();
  sink.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
