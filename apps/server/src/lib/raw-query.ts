import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';

/** Rows of a raw query, whichever driver ran it (both answer `{ rows }`). */
export async function selectRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** An ISO 8601 text of a timestamp in UTC (milliseconds), identical on both drivers. */
export const isoText = (column: SQL) =>
  sql`to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The one statement of `selectLists`: each list a JSON array column. */
function listsStatement(lists: Record<string, SQL>): SQL {
  const columns = Object.entries(lists).map(
    ([key, list]) =>
      sql`(SELECT coalesce(json_agg(list_rows), '[]'::json) FROM (${list}) list_rows) AS ${sql.raw(`"${key}"`)}`,
  );
  return sql`SELECT ${sql.join(columns, sql`, `)}`;
}

function onlyRow<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('une lecture de listes n’a rendu aucune ligne');
  return row;
}

/**
 * Several lists in one statement: each a JSON array of its rows (in the order its query sorts them), so a page
 * of several lists costs one round trip and one statement instead of several. The columns must read the same
 * through JSON (text, numbers, booleans; timestamps as isoText).
 */
export async function selectLists<T extends Record<string, unknown[]>>(
  db: Db | Tx,
  lists: { [K in keyof T]: SQL },
): Promise<T> {
  return onlyRow(await selectRows<T>(db, listsStatement(lists)));
}

/** What `db.execute` does inside Drizzle (both drivers), with a statement name (`session` and `dialect` are internal). */
type DrizzleInternals = {
  dialect: { sqlToQuery(query: SQL): unknown };
  _: {
    session: {
      prepareQuery(
        query: unknown,
        fields: undefined,
        name: string,
        arrayMode: false,
      ): { execute(): Promise<{ rows: unknown[] }> };
    };
  };
};

/**
 * `selectLists` as a named prepared statement: PostgreSQL parses and analyses it once per connection instead of
 * at every request (the dashboard's network widget, about a hundred lines of SQL: about 1 ms of its 27 on the
 * bench data). Its text must be the same at every call: every value a parameter, never spliced in, or PostgreSQL
 * refuses the second text under the same name. PGlite runs it as `selectLists` does.
 */
export async function selectListsPrepared<T extends Record<string, unknown[]>>(
  db: Db,
  name: string,
  lists: { [K in keyof T]: SQL },
): Promise<T> {
  const drizzle = db as unknown as DrizzleInternals;
  const query = drizzle.dialect.sqlToQuery(listsStatement(lists));
  const result = await drizzle._.session.prepareQuery(query, undefined, name, false).execute();
  return onlyRow(result.rows as T[]);
}
