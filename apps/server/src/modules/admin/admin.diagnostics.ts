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

/** GET /api/admin/diagnostics: configuration set or not, database, migrations, read and update checks, tables. */
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
  };
}
