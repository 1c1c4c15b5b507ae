import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const name = `plateau_migrate_${process.pid}`;

async function onAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await onAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});

describe('migrations on a new PostgreSQL database', () => {
  it('lets three instances start at once: each waits for the lock, the migrations run once', async () => {
    await onAdmin(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${name}`);
    });
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const opened = await Promise.allSettled(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: url.toString(), max: 2 })),
    );
    const failures = opened.flatMap((result) =>
      result.status === 'rejected' ? [String(result.reason)] : [],
    );
    expect(failures).toEqual([]);
    const databases = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      const first = databases[0];
      if (!first?.pool) throw new Error('pas de pool');
      const applied = await first.pool.query<{ count: string }>(
        'SELECT count(*)::text AS count FROM drizzle.__drizzle_migrations',
      );
      const journal = (await import('./migrations/meta/_journal.json', { with: { type: 'json' } })).default;
      expect(Number(applied.rows[0]?.count)).toBe(journal.entries.length);
      const members = await first.pool.query('SELECT count(*) FROM users');
      expect(members.rowCount).toBe(1);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  });
});
