import { type Column, is, Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { executeStraight, pgTimestampToIsoString } from './compiled-rows';

/** Rows of a raw query, whichever driver ran it (both answer `{ rows }`). */
export async function selectRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * An ISO 8601 text of a timestamp in UTC (milliseconds), identical on both drivers, written by PostgreSQL: for rows
 * PostgreSQL builds as JSON. A column selected as it is uses `isoTimestamp`.
 */
export const isoText = (column: SQL) =>
  sql`to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A `timestamp with time zone` column selected for an answer: its value is the answer's text ('2026-11-30T01:13:10.123Z',
 * what `isoString` writes of the Date Drizzle would give), made from the driver's text without a Date
 * (`pgTimestampToIsoString`). The statement's text is the column's own. For a timestamp the code compares or
 * computes with, select the column itself (a Date).
 */
export function isoTimestamp(column: Column): SQL<string> {
  if (!is(column, PgTimestamp) || !column.withTimezone) {
    throw new Error(`isoTimestamp : ${column.name} n’est pas un timestamp with time zone`);
  }
  return sql<string>`${column}`.mapWith(pgTimestampToIsoString);
}

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

/** A statement's text and parameter slots, as Drizzle renders `sql` (a `sql.placeholder` stays a slot). */
type RenderedQuery = { sql: string; params: unknown[] };

/** A statement Drizzle's session made, executed with each call's values. */
type RawStatement = { execute(values: Record<string, unknown>): Promise<{ rows: unknown[] }> };

/** What `db.execute` does inside Drizzle (both drivers), with placeholders and a statement name (internal API). */
type DrizzleInternals = {
  dialect: { sqlToQuery(query: SQL): RenderedQuery };
  _: {
    session: {
      prepareQuery(
        query: RenderedQuery,
        fields: undefined,
        name: string | undefined,
        arrayMode: false,
      ): RawStatement;
    };
  };
};

const rendered = new Map<string, RenderedQuery>();

/** Under the test runner every statement is rendered again at each call and must give the same (`renderedOnce`). */
const checkRendering = Boolean(process.env.VITEST);

/** A rendering's shape: its text and its parameters, each placeholder by its name. */
const shapeOf = (query: RenderedQuery) =>
  JSON.stringify([
    query.sql,
    query.params.map((param) =>
      is(param, Placeholder) ? { placeholder: (param as Placeholder).name } : param,
    ),
  ]);

/**
 * A statement rendered once per key: `build` runs at the key's first use, and later calls reuse its text and
 * parameter slots instead of walking Drizzle's `sql` tree again (the one search's groups: 3.4 → 1.9 ms of CPU a
 * request, the walk's garbage included; bench/README.md). Every value that varies between calls must be a `sql.placeholder` (filled from each call's
 * values), and the key must name everything else the statement's text depends on (which filters, which window).
 * Under the test runner each call renders it again and throws when the text or a fixed value differs: a key that
 * misses part of a statement's shape fails the tests.
 */
function renderedOnce(drizzle: DrizzleInternals, key: string, build: () => SQL): RenderedQuery {
  const known = rendered.get(key);
  if (known && !checkRendering) return known;
  const query = drizzle.dialect.sqlToQuery(build());
  if (!known) {
    rendered.set(key, query);
    return query;
  }
  if (shapeOf(query) !== shapeOf(known)) {
    throw new Error(`la requête « ${key} » a changé de forme : sa clé doit nommer ce qui la fait varier`);
  }
  return known;
}

/**
 * Per Drizzle session (the database's, or one transaction's), the statement object of each key: made by the
 * session once, then executed straight (compiled-rows.ts `executeStraight`) rather than made anew on every call
 * (two query configurations and their type parsers each time).
 */
const statementsBySession = new WeakMap<
  object,
  { named: Map<string, RawStatement>; unnamed: Map<string, RawStatement> }
>();

function statementOnce(
  drizzle: DrizzleInternals,
  key: string,
  query: RenderedQuery,
  named: boolean,
): RawStatement {
  const session = drizzle._.session;
  let made = statementsBySession.get(session);
  if (!made) {
    made = { named: new Map(), unnamed: new Map() };
    statementsBySession.set(session, made);
  }
  const statements = named ? made.named : made.unnamed;
  let statement = statements.get(key);
  if (!statement) {
    statement = session.prepareQuery(query, undefined, named ? key : undefined, false);
    executeStraight(statement);
    statements.set(key, statement);
  }
  return statement;
}

/**
 * The rows of a statement rendered once per key (`renderedOnce`), sent with `values` for its placeholders.
 * Unnamed by default: PostgreSQL plans it at each execution, seeing the values (a search's words). `named`
 * prepares it under the key's name: parsed and analysed once per connection (the dashboard's widgets, about a
 * hundred lines of SQL each); its plan may then be generic, so only for statements whose plan does not depend on
 * the values. PGlite runs both as `db.execute` does.
 */
export async function selectRowsOnce<T>(
  db: Db | Tx,
  key: string,
  build: () => SQL,
  values: Record<string, unknown>,
  { named = false }: { named?: boolean } = {},
): Promise<T[]> {
  const drizzle = db as unknown as DrizzleInternals;
  const query = renderedOnce(drizzle, key, build);
  const result = await statementOnce(drizzle, key, query, named).execute(values);
  return result.rows as T[];
}

/** `selectLists` rendered once per key (`selectRowsOnce`): several lists in one statement. */
export async function selectListsOnce<T extends Record<string, unknown[]>>(
  db: Db | Tx,
  key: string,
  lists: () => { [K in keyof T]: SQL },
  values: Record<string, unknown>,
  options: { named?: boolean } = {},
): Promise<T> {
  return onlyRow(await selectRowsOnce<T>(db, key, () => listsStatement(lists()), values, options));
}
