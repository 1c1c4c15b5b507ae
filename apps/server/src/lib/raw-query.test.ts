import { randomUUID } from 'node:crypto';
import { DrizzleQueryError, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { buildUser } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { withCompiledRows } from './compiled-rows';
import { classifyDatabaseError } from './database-errors';
import { isoString } from './iso-string';
import { isoTimestamp, selectListsOnce, selectRowsOnce } from './raw-query';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const byName = () =>
  sql`SELECT ${users.fullName} AS "name" FROM ${users} WHERE ${users.id} = ${sql.placeholder('id')}`;

describe('statements rendered once (selectRowsOnce, selectListsOnce)', () => {
  it('sends each call its own values through the placeholders, unnamed or named', async () => {
    const first = await buildUser(ctx.db, { fullName: 'Première Personne' });
    const second = await buildUser(ctx.db, { fullName: 'Seconde Personne' });
    for (const named of [false, true]) {
      const key = `raw_query_test_by_name_${named ? 'named' : 'unnamed'}`;
      expect(await selectRowsOnce(ctx.db, key, byName, { id: first.id }, { named })).toEqual([
        { name: 'Première Personne' },
      ]);
      expect(await selectRowsOnce(ctx.db, key, byName, { id: second.id }, { named })).toEqual([
        { name: 'Seconde Personne' },
      ]);
      expect(await selectRowsOnce(ctx.db, key, byName, { id: randomUUID() }, { named })).toEqual([]);
    }
  });

  it('reads several lists in one statement with their values', async () => {
    const member = await buildUser(ctx.db, { fullName: 'Personne Listée' });
    const lists = () => ({
      people: byName(),
      numbers: sql`SELECT n FROM generate_series(1, ${sql.placeholder('n')}::int) n`,
    });
    const result = await selectListsOnce<{ people: { name: string }[]; numbers: { n: number }[] }>(
      ctx.db,
      'raw_query_test_lists',
      lists,
      { id: member.id, n: 3 },
    );
    expect(result).toEqual({
      people: [{ name: 'Personne Listée' }],
      numbers: [{ n: 1 }, { n: 2 }, { n: 3 }],
    });
  });

  it('refuses, under the tests, a key whose statement changed shape (a value spliced in, or another text)', async () => {
    const member = await buildUser(ctx.db);
    const limited = (limit: number) => () => sql`SELECT ${users.id} AS "id" FROM ${users} LIMIT ${limit}`;
    await selectRowsOnce(ctx.db, 'raw_query_test_shape', limited(1), {});
    await expect(selectRowsOnce(ctx.db, 'raw_query_test_shape', limited(2), {})).rejects.toThrow(
      'la requête « raw_query_test_shape » a changé de forme',
    );
    await expect(
      selectRowsOnce(
        ctx.db,
        'raw_query_test_shape',
        () => sql`SELECT ${member.id}::uuid AS "id" LIMIT 1`,
        {},
      ),
    ).rejects.toThrow('a changé de forme');
  });

  it('runs on the connection of the transaction it is given, and on the pool outside it', async () => {
    const setting = () => sql`SELECT current_setting('plateau.raw_query_test', true) AS "value"`;
    const read = (db: Parameters<typeof selectRowsOnce>[0]) =>
      selectRowsOnce<{ value: string | null }>(db, 'raw_query_test_setting', setting, {});
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('plateau.raw_query_test', 'dans la transaction', true)`);
      expect(await read(tx)).toEqual([{ value: 'dans la transaction' }]);
    });
    const [outside] = await read(ctx.db);
    expect(outside?.value ?? '').toBe('');
  });

  it('fails as Drizzle fails: its query error, the database error as cause', async () => {
    const failure = await selectRowsOnce(
      ctx.db,
      'raw_query_test_failing',
      () => sql`SELECT ${sql.placeholder('id')}::uuid AS "id"`,
      { id: 'pas-un-uuid' },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DrizzleQueryError);
    expect(classifyDatabaseError(failure)).toBe('invalid_data');
  });
});

describe("a timestamp column selected as the answer's text (isoTimestamp)", () => {
  it("reads the text isoString writes of the column's Date, microseconds cut, through Drizzle and a compiled statement", async () => {
    const member = await buildUser(ctx.db, { fullName: 'Horodatage Exact' });
    await ctx.db.execute(
      sql`UPDATE ${users} SET created_at = '2026-11-30 01:13:10.123456+00' WHERE ${users.id} = ${member.id}`,
    );
    const selection = { date: users.createdAt, text: isoTimestamp(users.createdAt) };
    const [row] = await ctx.db.select(selection).from(users).where(eq(users.id, member.id));
    expect(row?.text).toBe('2026-11-30T01:13:10.123Z');
    expect(row?.text).toBe(isoString(row?.date as Date));
    const statement = withCompiledRows(
      ctx.db
        .select(selection)
        .from(users)
        .where(eq(users.id, sql.placeholder('id')))
        .prepare(`iso_timestamp_${randomUUID().slice(0, 8)}`),
    );
    expect(await statement.execute({ id: member.id })).toEqual([
      { date: new Date('2026-11-30T01:13:10.123Z'), text: '2026-11-30T01:13:10.123Z' },
    ]);
  });

  it('refuses a column that is not a timestamp with time zone', () => {
    expect(() => isoTimestamp(users.fullName)).toThrow(/timestamp with time zone/);
  });
});
