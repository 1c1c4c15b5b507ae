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

/**
 * Several lists in one statement: each a JSON array of its rows (in the order its query sorts them), so a page
 * of several lists costs one round trip and one statement instead of several. The columns must read the same
 * through JSON (text, numbers, booleans; timestamps as isoText).
 */
export async function selectLists<T extends Record<string, unknown[]>>(
  db: Db | Tx,
  lists: { [K in keyof T]: SQL },
): Promise<T> {
  const columns = Object.entries(lists).map(
    ([key, list]) =>
      sql`(SELECT coalesce(json_agg(list_rows), '[]'::json) FROM (${list}) list_rows) AS ${sql.raw(`"${key}"`)}`,
  );
  const [row] = await selectRows<T>(db, sql`SELECT ${sql.join(columns, sql`, `)}`);
  if (!row) throw new Error('une lecture de listes n’a rendu aucune ligne');
  return row;
}
