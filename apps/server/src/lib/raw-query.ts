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
