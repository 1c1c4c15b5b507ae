import pg from 'pg';
import { type Database, openDatabase } from '../db/client';

let shared: Promise<Database> | null = null;
let workerDatabaseUrl: string | null = null;

/** Which database the server suite runs on: PGlite, or PostgreSQL when TEST_DB=postgres. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Workers never close their database: drop those whose process has ended, so runs do not pile up. */
async function dropAbandonedDatabases(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'plateau\\_test\\_%'",
  );
  for (const { datname } of rows) {
    const pid = Number(datname.split('_').at(-1));
    if (Number.isInteger(pid) && pid > 0 && !isAlive(pid)) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  }
}

let freshCounter = 0;

/** `name` ends with the worker's pid: dropAbandonedDatabases drops it once the worker has ended. */
async function createPostgresDatabase(
  name = `plateau_test_${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}`,
  { shared = true }: { shared?: boolean } = {},
): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres demande TEST_DATABASE_URL');
  // One database per worker, created anew: workers never see each other's rows.
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await dropAbandonedDatabases(admin);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  if (shared) workerDatabaseUrl = target.toString();
  const database = await openDatabase({ kind: 'postgres', url: target.toString(), max: 5 });
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** One migrated database per test worker, shared by its test files (tests use unique data). */
export function getTestDatabase(): Promise<Database> {
  if (!shared) {
    shared = testDbKind === 'postgres' ? createPostgresDatabase() : openDatabase({ kind: 'pglite' });
  }
  return shared;
}

/**
 * A new migrated database of the suite's kind for one test file, apart from the worker's shared one (which grows
 * with every file the worker ran): for a test whose cost grows with the rows there are (api-fuzz.test.ts digests
 * every table after each request). `close()` ends it (and drops it on PostgreSQL).
 */
export function openFreshTestDatabase(): Promise<Database> {
  freshCounter += 1;
  return testDbKind === 'postgres'
    ? createPostgresDatabase(
        `plateau_test_f${freshCounter}_${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}`,
        {
          shared: false,
        },
      )
    : openDatabase({ kind: 'pglite' });
}

/** The URL of the worker's PostgreSQL database (null on PGlite), for tests that start a second instance. */
export async function getTestDatabaseUrl(): Promise<string | null> {
  await getTestDatabase();
  return workerDatabaseUrl;
}
