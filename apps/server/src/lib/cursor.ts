import { isId } from '@plateau/shared';
import { messages } from '@plateau/shared/messages.fr';
import { type SQL, sql } from 'drizzle-orm';
import { badRequest } from './errors';

/** A keyset position: the sort key as PostgreSQL printed it (microseconds kept) and the row id. */
export type KeysetCursor = { at: string; id: string };

/** The UTC text form made by cursorKey() in SQL, microseconds included. */
const timestampPattern = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

/** True for the form above holding a date and time that exist (no 2024-02-30, no 25:61). */
export function isRealTimestamp(text: string): boolean {
  if (!timestampPattern.test(text)) return false;
  const parsed = new Date(`${text.slice(0, 19)}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 19) === text.slice(0, 19);
}

/** Encodes the last row's sort key and id as an opaque base64url token. */
export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id]), 'utf8').toString('base64url');
}

/** The JSON value inside an opaque base64url token, or a 400 with the French message when there is none. */
export function readCursorToken(token: string, invalidMessage: string = messages.api.invalidCursor): unknown {
  try {
    return JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(invalidMessage);
  }
}

/** Decodes a token made by encodeCursor; a 400 with a French message otherwise. */
export function decodeCursor(
  token: string | undefined,
  invalidMessage: string = messages.api.invalidCursor,
): KeysetCursor | null {
  if (!token) return null;
  const value = readCursorToken(token, invalidMessage);
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    typeof value[0] !== 'string' ||
    typeof value[1] !== 'string' ||
    !isRealTimestamp(value[0]) ||
    !isId(value[1])
  ) {
    throw badRequest(invalidMessage);
  }
  return { at: value[0], id: value[1] };
}

/** Splits a page fetched with limit + 1 rows into the items and the next cursor. */
export function pageOf<T>(
  rows: T[],
  limit: number,
  keyOf: (row: T) => KeysetCursor,
): { rows: T[]; nextCursor: string | null } {
  return pageWith(rows, limit, (row) => encodeCursor(keyOf(row)));
}

/** The same for a cursor of another shape: `tokenOf` encodes the last row's position. */
export function pageWith<T>(
  rows: T[],
  limit: number,
  tokenOf: (row: T) => string,
): { rows: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: last ? tokenOf(last) : null };
}

/** The SQL text of a timestamp as a cursor key: UTC with microseconds, so no row is skipped or repeated. */
export function cursorKey(timestamp: SQL): SQL<string> {
  return sql<string>`to_char((${timestamp}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
