import { createRequire } from 'node:module';
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Tx } from '../db/client';
import type { CommandEvents } from '../lib/command';
import { createCronTicks } from './cron-ticks';

/** The PostgreSQL schema pg-boss keeps its tables in (it installs and migrates it itself). */
export const jobsSchema = 'pgboss';

/** How a job is retried and how long one attempt may run. */
export type JobPolicy = {
  /** Attempts after the first one (0: none). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled at each retry when `retryBackoff` (with jitter). */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** An attempt running longer is failed (and retried). */
  expireInSeconds?: number;
  /**
   * pg-boss's queue policy: 'standard' (every job), 'short' (at most one waiting job per singleton key),
   * 'singleton' (at most one active per key), 'stately' (one waiting and one active per key).
   */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  /** Jobs of this name running at once in this process. */
  concurrency?: number;
};

export type JobHandler<Data> = (data: Data, job: { id: string }) => Promise<void>;

export type EnqueueOptions = {
  /** Writes the job in the caller's transaction: it exists only if that transaction commits. */
  tx?: Tx;
  /** With `tx`: the command's events, so the worker is woken right after the commit. */
  events?: CommandEvents;
  /** Not before this moment (a Date) or this many seconds from now. */
  startAfter?: Date | number;
  /** With a 'short' / 'singleton' / 'stately' policy: jobs with one key are not queued twice. */
  singletonKey?: string;
};

export type QueueCounts = { name: string; waiting: number; active: number; failed: number };
export type QueueStats = {
  queues: QueueCounts[];
  lastError: { queue: string; message: string; at: string } | null;
};

export type JobQueue = {
  /** Registers the worker of a job name (before the app is ready). */
  define<Data>(name: string, handler: JobHandler<Data>, policy?: JobPolicy): void;
  /** Queues a job; returns its id, or null when a singleton key already has one waiting. */
  enqueue<Data extends object>(name: string, data: Data, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Runs a defined job name on a cron schedule (Europe/Paris time), once per tick across every instance;
   * `runAtStart` also queues one run when the server starts (at most one waiting with a 'short' policy).
   */
  schedule(name: string, cron: string, options?: { data?: object; runAtStart?: boolean }): void;
  /**
   * Queues one job per item in one statement (a notice to every follower of an article): in `tx` when given,
   * the worker woken after its commit.
   */
  enqueueAll<Data extends object>(
    name: string,
    items: readonly Data[],
    options?: Pick<EnqueueOptions, 'tx' | 'events'>,
  ): Promise<void>;
  /** Waiting, active and failed jobs per name, and the newest error. */
  stats(): Promise<QueueStats>;
  /** Resolves when no job of this name is waiting (due now) or running: tests wait on it instead of sleeping. */
  idle(name: string, timeoutMs?: number): Promise<void>;
  /** The job names defined, in order. */
  readonly names: readonly string[];
};

export type JobQueueOptions = {
  database: Database;
  logger: FastifyBaseLogger;
  /** How often an idle worker looks for due jobs (seconds, at least 0.5); a job queued here wakes it at once. */
  pollIntervalSeconds: number;
  /** Whether this process runs workers and schedules (an instance may only queue). */
  workers: boolean;
  /** Prepended to every job name: test apps sharing one database each keep their own jobs. */
  prefix?: string;
};

/** Runs `text` with `$n` parameters on PGlite: one statement with values, or a script without. */
function pgliteAdapter(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/** The same statement through a Drizzle transaction, so the job commits (or not) with the caller's rows. */
function transactionAdapter(tx: Tx): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)));
        // An option left unset reaches us as undefined, which drizzle would drop: it is a NULL parameter.
        chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
        last = (match.index ?? 0) + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

let unrecordedLogger: FastifyBaseLogger | null = null;
type Recorder = (this: unknown, ...args: unknown[]) => Promise<unknown>;
/**
 * pg-boss 10 records a job's completion or failure without waiting for it (manager.js, `onFetch` calls
 * `this.complete` and `this.fail` unawaited): with the database out of reach those promises would reject
 * unhandled and end the process. Its Manager's two methods are wrapped once: the failure is logged; the job,
 * still 'active', expires and runs again.
 */
const pgBossManager = createRequire(import.meta.url)('pg-boss/src/manager.js') as {
  prototype: { complete: Recorder; fail: Recorder };
};
for (const method of ['complete', 'fail'] as const) {
  const original = pgBossManager.prototype[method];
  pgBossManager.prototype[method] = function recorded(this: unknown, ...args: unknown[]) {
    return original.apply(this, args).catch((error: unknown) => {
      unrecordedLogger?.error({ err: error }, `file de tâches : ${method} non enregistré`);
      return { jobs: [], requested: 0, affected: 0 };
    });
  };
}

/**
 * pg-boss 10 decides every 30 s whether each schedule is due by parsing its cron expression and asking for
 * its previous tick (timekeeper.js, `shouldSendIt`): cron-parser 4 walks the time zone's calendar through luxon,
 * 4 to 16 ms a schedule in Europe/Paris time, the event loop held 45 to 77 ms each time with Plateau's four
 * (bench/README.md, issue 35). The same decision, with each schedule's last tick
 * worked out once until the next one (`createCronTicks`).
 */
const pgBossTimekeeper = createRequire(import.meta.url)('pg-boss/src/timekeeper.js') as {
  prototype: { clockSkew: number; shouldSendIt: (cron: string, tz: string) => boolean };
};
const lastTick = createCronTicks();
pgBossTimekeeper.prototype.shouldSendIt = function shouldSendIt(cron, tz) {
  const databaseTime = Date.now() + this.clockSkew;
  return (databaseTime - lastTick(cron, tz, databaseTime)) / 1000 < 60;
};

/** The advisory lock that orders instances installing the queue's schema and queues ('jobs' in ASCII). */
const installLockKey = 0x6a6f6273;

/** The last turn asked for on each database, in this process. */
const turns = new WeakMap<Database, Promise<void>>();

/**
 * Runs `run` on PostgreSQL under a session advisory lock, so that instances started together do it one after
 * the other: at once, two installs of the queue's schema collide (duplicate key on pg_namespace) and two
 * `create_queue` calls deadlock on the queue table's foreign keys (seen with three instances starting at once).
 * On the embedded database one process holds the data directory: `run` runs at once.
 */
async function inTurn<T>(database: Database, run: () => Promise<T>): Promise<T> {
  const pool = database.pool;
  if (!pool) return run();
  // Apps of one process on one pool queue here first: each waiting for the lock would hold a pool client.
  const previous = turns.get(database) ?? Promise.resolve();
  const mine = previous.then(async () => {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [installLockKey]);
      return await run();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [installLockKey]).catch(() => undefined);
      client.release();
    }
  });
  turns.set(
    database,
    mine.then(
      () => undefined,
      () => undefined,
    ),
  );
  return mine;
}

/**
 * On the embedded database, jobs still 'active' at start were cut short by the end of the previous process
 * (a crash, a kill): its data directory admits one process at a time, so nobody else runs them. They are due
 * again at once instead of waiting for their expiry (15 minutes for an e-mail). On PostgreSQL another
 * instance may be running them: they keep waiting for their expiry there.
 */
async function releaseInterrupted(pglite: PGlite, names: string[]): Promise<void> {
  await pglite.query(
    `UPDATE ${jobsSchema}.job SET state = 'retry', start_after = now() WHERE name = ANY($1) AND state = 'active'`,
    [names],
  );
}

/** The first line of an error, short: enough to act on, never a stack. */
const firstLine = (message: string) => (message.split('\n')[0] ?? '').slice(0, 300);

type Shared = { boss: PgBoss; started: Promise<void>; users: number };
/** One pg-boss per open database, shared by the apps built on it (tests build many). */
const bosses = new WeakMap<Database, Shared>();

function acquireBoss(database: Database, logger: FastifyBaseLogger): Shared {
  const existing = bosses.get(database);
  if (existing) {
    existing.users += 1;
    return existing;
  }
  const db: PgBoss.Db = database.pglite
    ? pgliteAdapter(database.pglite)
    : { executeSql: (text, values) => (database.pool as NonNullable<Database['pool']>).query(text, values) };
  const boss = new PgBoss({
    db,
    schema: jobsSchema,
    migrate: true,
    supervise: true,
    schedule: true,
    // Completed jobs are kept a day, failed ones a week, then archived and dropped.
    archiveCompletedAfterSeconds: 24 * 60 * 60,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'file de tâches : erreur'));
  unrecordedLogger = logger;
  const shared: Shared = {
    boss,
    started: inTurn(database, () => boss.start()).then(() => undefined),
    users: 1,
  };
  bosses.set(database, shared);
  return shared;
}

async function releaseBoss(database: Database, shared: Shared): Promise<void> {
  shared.users -= 1;
  if (shared.users > 0) return;
  bosses.delete(database);
  await shared.started.catch(() => undefined);
  await shared.boss.stop({ graceful: true, wait: true, timeout: 8000 });
}

type Definition = { name: string; handler: JobHandler<unknown>; policy: JobPolicy };

/**
 * The durable job queue (pg-boss on the app's own database, PGlite or PostgreSQL): jobs are rows, taken
 * with FOR UPDATE SKIP LOCKED, so several instances run each job once; a job queued before a crash is
 * run after the restart; failures are retried with exponential backoff.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue & {
  start: () => Promise<void>;
  stop: () => Promise<void>;
} {
  const prefix = options.prefix ?? '';
  const definitions = new Map<string, Definition>();
  const schedules: { name: string; cron: string; data: object; runAtStart: boolean }[] = [];
  const workerIds = new Map<string, string[]>();
  let shared: Shared | null = null;
  let running = false;
  /** The newest failure in this process (a job retried then done no longer shows one in the table). */
  let lastFailure: { queue: string; message: string; at: string } | null = null;

  const full = (name: string) => `${prefix}${name}`;
  const boss = async () => {
    if (!shared) shared = acquireBoss(options.database, options.logger);
    await shared.started;
    return shared.boss;
  };
  const wake = (name: string) => {
    if (!shared) return;
    for (const id of workerIds.get(name) ?? []) shared.boss.notifyWorker(id);
  };
  const queueOptions = (policy: JobPolicy) => ({
    policy: policy.policy ?? 'standard',
    retryLimit: policy.retryLimit ?? 2,
    retryDelay: policy.retryDelaySeconds ?? 30,
    retryBackoff: policy.retryBackoff ?? true,
    expireInSeconds: policy.expireInSeconds ?? 15 * 60,
  });

  const queue = {
    get names() {
      return [...definitions.keys()];
    },

    define<Data>(name: string, handler: JobHandler<Data>, policy: JobPolicy = {}) {
      if (running) throw new Error(`tâche ${name} déclarée après le démarrage`);
      definitions.set(name, { name, handler: handler as JobHandler<unknown>, policy });
    },

    schedule(name: string, cron: string, scheduled: { data?: object; runAtStart?: boolean } = {}) {
      schedules.push({ name, cron, data: scheduled.data ?? {}, runAtStart: scheduled.runAtStart ?? false });
    },

    async enqueue<Data extends object>(name: string, data: Data, enqueue: EnqueueOptions = {}) {
      if (!definitions.has(name)) throw new Error(`tâche inconnue : ${name}`);
      const instance = await boss();
      const startAfter = enqueue.startAfter;
      const id = await instance.send(full(name), data, {
        ...(enqueue.tx ? { db: transactionAdapter(enqueue.tx) } : {}),
        ...(startAfter !== undefined ? { startAfter } : {}),
        ...(enqueue.singletonKey ? { singletonKey: enqueue.singletonKey } : {}),
      });
      const due = startAfter === undefined || (typeof startAfter === 'number' && startAfter <= 0);
      if (due) {
        if (!enqueue.tx) wake(name);
        else enqueue.events?.afterCommit(() => wake(name));
      }
      return id;
    },

    async enqueueAll<Data extends object>(
      name: string,
      items: readonly Data[],
      enqueue: Pick<EnqueueOptions, 'tx' | 'events'> = {},
    ) {
      if (!definitions.has(name)) throw new Error(`tâche inconnue : ${name}`);
      if (items.length === 0) return;
      const instance = await boss();
      await instance.insert(
        items.map((data) => ({ name: full(name), data })),
        enqueue.tx ? { db: transactionAdapter(enqueue.tx) } : {},
      );
      if (!enqueue.tx) wake(name);
      else enqueue.events?.afterCommit(() => wake(name));
    },

    async stats(): Promise<QueueStats> {
      await boss();
      const names = [...definitions.keys()];
      const db = options.database;
      const run = async <Row>(text: string, values: unknown[]) =>
        db.pglite
          ? ((await db.pglite.query(text, values)).rows as Row[])
          : ((await (db.pool as NonNullable<Database['pool']>).query(text, values)).rows as Row[]);
      const counts = await run<{ name: string; state: string; count: number }>(
        `SELECT name, state::text AS state, count(*)::int AS count FROM ${jobsSchema}.job
         WHERE name = ANY($1) AND state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state`,
        [names.map(full)],
      );
      const [last] = await run<{ name: string; message: string | null; at: Date }>(
        `SELECT name, output->>'message' AS message, completed_on AS at FROM ${jobsSchema}.job
         WHERE name = ANY($1) AND state IN ('retry', 'failed') AND completed_on IS NOT NULL
         ORDER BY completed_on DESC LIMIT 1`,
        [names.map(full)],
      );
      const count = (name: string, ...states: string[]) =>
        counts
          .filter((row) => row.name === full(name) && states.includes(row.state))
          .reduce((sum, row) => sum + row.count, 0);
      const stored = last
        ? {
            queue: last.name.slice(prefix.length),
            message: firstLine(last.message ?? ''),
            at: new Date(last.at).toISOString(),
          }
        : null;
      const newest = [stored, lastFailure]
        .filter((failure) => failure !== null)
        .sort((a, b) => b.at.localeCompare(a.at))[0];
      return {
        queues: names.map((name) => ({
          name,
          waiting: count(name, 'created', 'retry'),
          active: count(name, 'active'),
          failed: count(name, 'failed'),
        })),
        lastError: newest ?? null,
      };
    },

    async idle(name: string, timeoutMs = 20_000) {
      await boss();
      const db = options.database;
      const text = `SELECT count(*)::int AS count FROM ${jobsSchema}.job
        WHERE name = $1 AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`;
      const startedAt = Date.now();
      for (;;) {
        const rows = db.pglite
          ? (await db.pglite.query<{ count: number }>(text, [full(name)])).rows
          : (await (db.pool as NonNullable<Database['pool']>).query<{ count: number }>(text, [full(name)]))
              .rows;
        if ((rows[0]?.count ?? 0) === 0) return;
        if (Date.now() - startedAt > timeoutMs) throw new Error(`la file ${name} ne se vide pas`);
        wake(name);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },

    /** Creates the queues, then (with workers) starts them and applies the schedules. */
    async start() {
      const instance = await boss();
      running = true;
      await inTurn(options.database, async () => {
        for (const definition of definitions.values()) {
          const name = full(definition.name);
          const settings = { name, ...queueOptions(definition.policy) };
          await instance.createQueue(name, settings);
          await instance.updateQueue(name, settings);
        }
      });
      if (!options.workers) return;
      if (options.database.pglite)
        await releaseInterrupted(options.database.pglite, [...definitions.keys()].map(full));
      for (const definition of definitions.values()) {
        const ids: string[] = [];
        // One worker per job name takes up to `concurrency` due jobs at once and runs them side by side;
        // each failure is recorded on its own job (retried with backoff), the rest complete together.
        const name = full(definition.name);
        const id: string = await instance.work<unknown>(
          name,
          {
            batchSize: definition.policy.concurrency ?? 1,
            pollingIntervalSeconds: options.pollIntervalSeconds,
          },
          async (jobs) => {
            // The embedded database answers without leaving the event loop: a burst of jobs run back to back
            // would hold every HTTP answer until the last; each batch first lets waiting I/O through.
            await new Promise((resolve) => setImmediate(resolve));
            await Promise.all(
              jobs.map(async (job) => {
                try {
                  await definition.handler(job.data, { id: job.id });
                } catch (error) {
                  lastFailure = {
                    queue: definition.name,
                    message: firstLine(error instanceof Error ? error.message : String(error)),
                    at: new Date().toISOString(),
                  };
                  try {
                    await instance.fail(name, job.id, error as object);
                  } finally {
                    // Once the failure is recorded (the job waits for its retry): a crash now loses nothing.
                    options.logger.warn({ err: error, job: definition.name, id: job.id }, 'tâche en échec');
                  }
                }
              }),
            );
            // Look again at once: more jobs may be due (the poll interval is for an empty queue).
            instance.notifyWorker(id);
          },
        );
        ids.push(id);
        workerIds.set(definition.name, ids);
      }
      for (const { name, cron, data, runAtStart } of schedules) {
        await instance.schedule(full(name), cron, data, { tz: 'Europe/Paris', singletonKey: 'cron' });
        if (runAtStart) await queue.enqueue(name, data, { singletonKey: 'cron' });
      }
    },

    /** Stops this app's workers (the jobs under way finish), then pg-boss once no app uses it. */
    async stop() {
      if (!shared) return;
      const instance = shared.boss;
      running = false;
      const ids = [...workerIds.values()].flat();
      workerIds.clear();
      for (const id of ids) await instance.offWork({ id });
      if (prefix) {
        for (const { name } of schedules) await instance.unschedule(full(name)).catch(() => undefined);
      }
      const current = shared;
      shared = null;
      await releaseBoss(options.database, current);
    },
  };
  return queue;
}
