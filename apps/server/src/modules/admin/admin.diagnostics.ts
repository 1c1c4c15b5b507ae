import { randomUUID } from 'node:crypto';
import type { AdminDiagnostics } from '@plateau/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { configVariableNames } from '../../config';
import { selectRows } from '../../lib/raw-query';

/** Rolls the update check back: nothing it wrote stays. */
class RolledBack extends Error {}

const timed = async <T>(work: () => Promise<T>) => {
  const startedAt = performance.now();
  try {
    const value = await work();
    return { ok: true as const, ms: Math.round(performance.now() - startedAt), value };
  } catch (error) {
    return { ok: false as const, ms: Math.round(performance.now() - startedAt), error: String(error) };
  }
};

/** The first line of a failure, short: enough to act on, never a stack. */
const reasonOf = (error: string) => (error.split('\n')[0] ?? '').replace(/^Error: /, '').slice(0, 300);

/** Writes, reads back and removes a tiny object: the storage driver answers both ways. */
async function probeStorage(app: FastifyInstance) {
  const key = `diagnostics/probe-${Date.now()}-${randomUUID().slice(0, 8)}.txt`;
  const body = Buffer.from('plateau');
  await app.storage.put(key, body, 'text/plain');
  try {
    const stored = await app.storage.get(key);
    if (!stored) throw new Error('objet écrit mais introuvable à la relecture');
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(Buffer.from(chunk));
    if (!Buffer.concat(chunks).equals(body)) throw new Error('objet relu différent de celui écrit');
  } finally {
    await app.storage.delete(key);
  }
}

/** The storage, mail and realtime drivers, each with whether it answers now. */
async function probeServices(app: FastifyInstance) {
  const service = async (
    name: AdminDiagnostics['services'][number]['name'],
    driver: AdminDiagnostics['services'][number]['driver'],
    probe: () => Promise<unknown>,
  ) => {
    const result = await timed(probe);
    return { name, driver, ok: result.ok, ms: result.ms, error: result.ok ? null : reasonOf(result.error) };
  };
  return Promise.all([
    service('storage', app.storage.driver, () => probeStorage(app)),
    service('mail', app.mailer.driver, () => app.mailer.verify()),
    service('realtime', app.realtime.busKind, () => app.realtime.checkBus()),
  ]);
}

/** GET /api/admin/diagnostics: configuration set or not, database, migrations, read and update checks, tables, drivers. */
export async function runDiagnostics(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env) {
  const db = app.db;
  const variables = configVariableNames.map((name) => ({ name, set: Boolean(env[name]?.trim()) }));
  const version = await selectRows<{ version: string }>(db, sql`select version() as version`);
  const migrations = await timed(() =>
    selectRows<{ hash: string; created_at: string }>(
      db,
      sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by id`,
    ),
  );
  const read = await timed(() =>
    selectRows<{ count: number }>(db, sql`select count(*)::int as count from users`),
  );
  const update = await timed(async () => {
    try {
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`update users set updated_at = updated_at where id = (select id from users limit 1)`,
        );
        throw new RolledBack();
      });
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
    return true;
  });
  const tables = await selectRows<{ table: string; columns: number }>(
    db,
    sql`select table_name as "table", count(*)::int as columns from information_schema.columns
        where table_schema = 'public' group by table_name order by table_name`,
  );
  return {
    variables,
    database: { kind: app.database.kind, version: version[0]?.version ?? '' },
    migrations: migrations.ok ? migrations.value.map((row) => row.created_at) : [],
    readCheck: { ok: read.ok, ms: read.ms, users: read.ok ? (read.value[0]?.count ?? 0) : null },
    updateCheck: { ok: update.ok, ms: update.ms },
    tables,
    services: await probeServices(app),
    jobs: await app.jobs.stats(),
  };
}
