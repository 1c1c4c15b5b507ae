// Preloaded into the product by bench/side-by-side.mjs (`node --import ./bench/capture-sql.mjs main.mjs`):
// records the SQL statements the server sends through its driver (pg's Client.prototype.query, which
// Drizzle's pool and better-auth's queries go through) while a recording is on. Driven over the IPC channel:
// 'sql:start' begins a recording (answered by { type: 'sql:started' }), 'sql:stop' answers { type: 'sql', statements }. Statements of the job
// queue (pg-boss) and of the realtime bus (LISTEN/NOTIFY) are left out: they are not the request's.
// When no recording is on, the wrapper costs one boolean test per query.
// Also 'heap:start' / { type: 'heap:stop', file }: V8's sampling heap profiler over that span, objects already
// collected included (what a request allocates, not what stays), written to `file` ({ type: 'heap:written' }).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pg = createRequire(path.join(root, 'apps/server/package.json'))('pg');
const background = /pgboss|\bLISTEN\b|\bUNLISTEN\b|pg_notify|^\s*NOTIFY\b/i;

let recording = null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function recordedQuery(config, values, callback) {
  if (recording && config) {
    const statement = typeof config === 'string' ? { text: config } : config;
    if (typeof statement.text === 'string' && !background.test(statement.text)) {
      const params = Array.isArray(values) ? values : (statement.values ?? []);
      recording.push({
        ...(statement.name ? { name: statement.name } : {}),
        text: statement.text,
        values: params,
        ...(statement.rowMode ? { rowMode: statement.rowMode } : {}),
        // Drizzle's own type parsers (dates and intervals kept as text): the baseline uses the same.
        ...(statement.types ? { rawDates: true } : {}),
      });
    }
  }
  return query.call(this, config, values, callback);
};

let inspector = null;
process.on('message', (message) => {
  if (message === 'heap:start') {
    inspector ??= new Session();
    inspector.connect?.();
    inspector.post('HeapProfiler.startSampling', {
      samplingInterval: 1024,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
  } else if (message?.type === 'heap:stop') {
    inspector.post('HeapProfiler.stopSampling', (error, result) => {
      if (!error) writeFileSync(message.file, JSON.stringify(result.profile));
      inspector.disconnect();
      inspector = null;
      process.send?.({ type: 'heap:written', error: error ? String(error) : null });
    });
  } else if (message === 'sql:start') {
    recording = [];
    process.send?.({ type: 'sql:started' });
  } else if (message === 'sql:stop') {
    process.send?.({ type: 'sql', statements: recording ?? [] });
    recording = null;
  }
});
process.channel?.unref();
