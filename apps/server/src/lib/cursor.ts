import { messages } from '@plateau/shared/messages.fr';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { badRequest } from './errors';

/** A paging cursor: a position of the list ↔ an opaque base64url token. */
export type CursorCodec<P> = {
  encode(position: P): string;
  /** The position in `token` (null without one), or the French 400 of a bad page position. */
  decode(token: string | undefined): P | null;
};

/** The test suites also check each token made against the codec (what `toJson` writes stays readable). */
const checkTokens = process.env.VITEST !== undefined || process.env.NODE_ENV === 'test';

/**
 * The one way to make a paging cursor: `position` is a zod codec from the token's JSON form (checked there)
 * to the position, and back. Every area's cursor is one call of it. `toJson`, when given, writes the JSON form
 * of a position the server made itself without the codec's checks (a zod pass on every page of a list); it
 * must give what `position.encode` gives, which the test suites verify on every token.
 */
export function cursorCodec<P>(
  position: z.ZodCodec<z.ZodType, z.ZodType<P>>,
  toJson?: (value: P) => unknown,
): CursorCodec<P> {
  const checked = (value: P): unknown => {
    const json = position.encode(value);
    if (toJson && JSON.stringify(toJson(value)) !== JSON.stringify(json))
      throw new Error(`cursorCodec: toJson differs from the codec for ${JSON.stringify(json)}`);
    return json;
  };
  const write = toJson && !checkTokens ? toJson : checked;
  return {
    encode: (value) => Buffer.from(JSON.stringify(write(value)), 'utf8').toString('base64url'),
    decode: (token) => {
      if (!token) return null;
      let json: unknown;
      try {
        json = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
      } catch {
        throw badRequest(messages.api.invalidCursor);
      }
      const parsed = position.safeParse(json);
      if (!parsed.success) throw badRequest(messages.api.invalidCursor);
      return parsed.data;
    },
  };
}

/** A keyset position: the sort key as PostgreSQL printed it (microseconds kept) and the row id. */
export type KeysetCursor = { at: string; id: string };

/** The UTC text form made by cursorKey() in SQL, microseconds included. */
const timestampPattern = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

/** True for the form above holding a date and time that exist (no 2024-02-30, no 25:61). */
function isRealTimestamp(text: string): boolean {
  if (!timestampPattern.test(text)) return false;
  const parsed = new Date(`${text.slice(0, 19)}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 19) === text.slice(0, 19);
}

/** A sort key printed by cursorKey(), as found in a token. */
export const cursorTimestamp = z.string().refine(isRealTimestamp);

/** The keyset cursor of the lists sorted by (timestamp, id): the token holds `[at, id]`. */
export const keysetCursor = cursorCodec(
  z.codec(z.tuple([cursorTimestamp, z.guid()]), z.custom<KeysetCursor>(), {
    decode: ([at, id]) => ({ at, id }),
    encode: ({ at, id }): [string, string] => [at, id],
  }),
  // The position comes from the page's last row (cursorKey() and the row's id), already of that form.
  ({ at, id }) => [at, id],
);

/** Splits a page fetched with limit + 1 rows into the items and the next cursor. */
export function pageOf<T>(
  rows: T[],
  limit: number,
  keyOf: (row: T) => KeysetCursor,
): { rows: T[]; nextCursor: string | null } {
  return pageWith(rows, limit, (row) => keysetCursor.encode(keyOf(row)));
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
