import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The extensions the migrations create, loaded into every embedded database (server, backup, restore). */
export const pgliteExtensions = { btree_gin, pg_trgm, unaccent };

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DbKind;
  /** Raw client for LISTEN/NOTIFY (postgres) or dumps (pglite). */
  pool: pg.Pool | null;
  pglite: PGlite | null;
  close: () => Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type OpenOptions =
  | { kind: 'postgres'; url: string; max?: number }
  | { kind: 'pglite'; dataDir?: string; pglite?: PGlite };

/** The advisory lock that orders instances migrating one PostgreSQL database ('plat' in ASCII). */
const migrationLockKey = 0x706c6174;

/**
 * Brings PostgreSQL to the latest migration under a session advisory lock: instances started together
 * wait for the first one's migrations, then find nothing left to do (without the lock two of them created
 * drizzle's own table at once and one crashed).
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    client.release();
  }
}

/** Opens the database and brings it to the latest migration. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.max ?? 10,
    });
    // An idle connection cut by the server (restart, pg_terminate_backend) must not crash the process:
    // the pool drops it and the next query opens a new one (a request meanwhile answers 503).
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migrateUnderLock(pool);
    return { db, kind: 'postgres', pool, pglite: null, close: () => pool.end() };
  }
  const client =
    options.pglite ??
    new PGlite({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      relaxedDurability: true,
      extensions: pgliteExtensions,
    });
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    pool: null,
    pglite: client,
    close: () => client.close(),
  };
}
