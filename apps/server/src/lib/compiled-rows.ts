import { Column, DrizzleQueryError, fillPlaceholders, getTableName, is, SQL, Subquery } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import { PgTimestamp } from 'drizzle-orm/pg-core';
import { isoString } from './iso-string';

/** What Drizzle keeps on a prepared select (both drivers): its selected fields in order, and how it maps rows. */
type SelectedField = { path: string[]; field: unknown };
type Decoder = { mapFromDriverValue: (value: unknown) => unknown };
interface PreparedSelect {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** The decoder Drizzle's `mapResultRow` picks for a field (drizzle-orm/utils.js; `decoder` is internal there). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  const decoderOfSql = (query: unknown) => (query as { decoder: Decoder }).decoder;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql);
  return decoderOfSql((field as { sql: unknown }).sql);
}

const keepsValue = Column.prototype.mapFromDriverValue;

/** The two digits, or four, at `at` as a number; NaN when one of them is not a digit. */
function digits(text: string, at: number, count: number): number {
  let value = 0;
  for (let index = at; index < at + count; index += 1) {
    const code = text.charCodeAt(index) - 48;
    if (code < 0 || code > 9) return Number.NaN;
    value = value * 10 + code;
  }
  return value;
}

/**
 * A timestamp as PostgreSQL writes it (`2026-11-29 16:22:13.123456+00`, DateStyle ISO), read into the Date that
 * Drizzle's `new Date(text)` gives, without V8's general date parser (130 ns against 290). Anything else (years
 * before 1000 or after 9999, BC, infinity, an offset with seconds) returns null: the caller asks `new Date` then.
 * The fraction is cut at the millisecond, as V8 does.
 */
export function pgTimestampToDate(text: string): Date | null {
  if (text.length < 19 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return null;
  if (text.charCodeAt(10) !== 32 || text.charCodeAt(13) !== 58 || text.charCodeAt(16) !== 58) return null;
  const year = digits(text, 0, 4);
  if (!(year >= 1000)) return null;
  let at = 19;
  let millisecond = 0;
  if (text.charCodeAt(at) === 46) {
    at += 1;
    const start = at;
    while (at < text.length && text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57) at += 1;
    const count = at - start;
    if (count === 0 || count > 6) return null;
    for (let index = 0; index < 3; index += 1) {
      millisecond = millisecond * 10 + (index < count ? text.charCodeAt(start + index) - 48 : 0);
    }
  }
  let offsetMinutes = 0;
  if (at < text.length) {
    const sign = text.charCodeAt(at);
    if (sign !== 43 && sign !== 45) return null;
    const rest = text.length - at - 1;
    const hours = digits(text, at + 1, 2);
    let minutes = 0;
    if (rest === 5 && text.charCodeAt(at + 3) === 58) minutes = digits(text, at + 4, 2);
    else if (rest === 4) minutes = digits(text, at + 3, 2);
    else if (rest !== 2) return null;
    if (!(hours <= 23 && minutes <= 59)) return null;
    offsetMinutes = (sign === 45 ? -1 : 1) * (hours * 60 + minutes);
  }
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  const hour = digits(text, 11, 2);
  const minute = digits(text, 14, 2);
  const second = digits(text, 17, 2);
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour <= 23 && minute <= 59 && second <= 59)) {
    return null;
  }
  // A day the month does not have (2026-02-31) would roll over in Date.UTC; V8's parser refuses it.
  if (day > 28 && day > daysInMonth(year, month)) return null;
  const minutes = daysSinceEpoch(year, month, day) * 1440 + hour * 60 + minute - offsetMinutes;
  return new Date(minutes * 60_000 + second * 1000 + millisecond);
}

/**
 * A timestamp as PostgreSQL writes it in UTC (`2026-11-29 16:22:13.123456+00`: DateStyle ISO, TimeZone UTC, the
 * server's default here) turned into the text of an answer, `isoString` of the Date Drizzle would make
 * ('2026-11-29T16:22:13.123Z'), by moving its parts: no Date is made, parsed or formatted (45 ns against 270 a
 * timestamp). The fraction is cut at the millisecond, as V8's parser does. Any other form (an offset other than
 * +00, a year beyond 9999, BC, infinity) goes through the Date.
 */
export function pgTimestampToIsoString(text: string): string {
  const length = text.length;
  if (
    length >= 22 &&
    length <= 29 &&
    text.charCodeAt(4) === 45 &&
    text.charCodeAt(7) === 45 &&
    text.charCodeAt(10) === 32 &&
    text.charCodeAt(13) === 58 &&
    text.charCodeAt(16) === 58 &&
    text.charCodeAt(length - 3) === 43 &&
    text.charCodeAt(length - 2) === 48 &&
    text.charCodeAt(length - 1) === 48
  ) {
    const day = text.slice(0, 10);
    const time = text.slice(11, 19);
    if (length === 22) return `${day}T${time}.000Z`;
    if (text.charCodeAt(19) === 46) {
      // The digits between the point and '+00': one to six.
      const digits = length - 23;
      if (digits >= 3) return `${day}T${time}${text.slice(19, 23)}Z`;
      return `${day}T${time}${text.slice(19, 20 + digits)}${digits === 1 ? '00' : '0'}Z`;
    }
  }
  return isoString(pgTimestampToDate(text) ?? new Date(text));
}

/**
 * Days from 1970-01-01 to a date of the proleptic Gregorian calendar (H. Hinnant's `days_from_civil`, for years
 * from 1000): what Date.UTC computes, in a few integer operations instead of a call into V8's runtime.
 */
function daysSinceEpoch(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : (monthDays[month - 1] as number);
}

/** Each field's decoding as one function (null: the value is kept as the driver gives it). */
function decodingOf(field: unknown): ((value: unknown) => unknown) | null {
  const decoder = decoderOf(field);
  if (decoder.mapFromDriverValue === keepsValue) return null;
  if (is(field, PgTimestamp)) {
    const suffix = field.withTimezone ? '' : '+0000';
    return (value) =>
      typeof value === 'string' ? (pgTimestampToDate(value + suffix) ?? new Date(value + suffix)) : value;
  }
  return (value) => decoder.mapFromDriverValue(value);
}

/** Where each object of a row starts being null: its left-joined table, read from its first column (mapResultRow). */
function nullableObjects(fields: SelectedField[], joinsNotNullableMap?: Record<string, boolean>) {
  const objects = new Map<string, { index: number; table: string | false }>();
  if (!joinsNotNullableMap) return objects;
  fields.forEach(({ path, field }, index) => {
    if (!is(field, Column) || path.length !== 2) return;
    const table = getTableName(field.table);
    const objectName = path[0] as string;
    const known = objects.get(objectName);
    if (!known) objects.set(objectName, { index, table });
    else if (known.table !== table) known.table = false;
  });
  for (const [objectName, { table }] of objects) {
    if (table === false || joinsNotNullableMap[table]) objects.delete(objectName);
  }
  return objects;
}

type Shape = Map<string, number | Shape>;

/**
 * Drizzle's row mapping (`mapResultRow`) decided once per statement instead of on every row: it tells each
 * field's decoder by `instanceof` walks, iterates each path and writes each key of each row one at a time. Here
 * a function is written once per statement that builds a row as one object literal, keys in Drizzle's order:
 * each field's value decoded by its column (nulls kept), nested under its path, and a left-joined table's object
 * made null when its first column is (`joinsNotNullableMap`). The keys are the statement's own field names,
 * written as JSON strings. A path that cannot be one literal (a key both a value and an object, `__proto__`)
 * is refused when the statement is prepared: no statement of Plateau has one.
 */
export function compileRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap?: Record<string, boolean>,
): (row: unknown[]) => Record<string, unknown> {
  const decodings = fields.map(({ field }) => decodingOf(field));
  const shape: Shape = new Map();
  for (const [index, { path }] of fields.entries()) {
    let node = shape;
    for (const [depth, key] of path.entries()) {
      const known = node.get(key);
      const leaf = depth === path.length - 1;
      if (key === '__proto__' || (known !== undefined && leaf === known instanceof Map)) {
        throw new Error(`compileRowMapper : le champ ${path.join('.')} ne peut pas être écrit en littéral`);
      }
      if (leaf) {
        node.set(key, index);
      } else {
        const next: Shape = known instanceof Map ? known : new Map();
        node.set(key, next);
        node = next;
      }
    }
  }
  const literal = (node: Shape): string =>
    `{${[...node].map(([key, value]) => `${JSON.stringify(key)}: ${typeof value === 'number' ? `v${value}` : literal(value)}`).join(', ')}}`;
  const values = fields
    .map((_, index) => {
      const read = `row[${index}]`;
      return decodings[index]
        ? `const v${index} = ${read} === null ? null : d[${index}](${read});`
        : `const v${index} = ${read};`;
    })
    .join('\n');
  const nulls = [...nullableObjects(fields, joinsNotNullableMap)]
    .map(([objectName, { index }]) => `if (v${index} === null) result[${JSON.stringify(objectName)}] = null;`)
    .join('\n');
  const source = `return function mapRow(row) {\n${values}\nconst result = ${literal(shape)};\n${nulls}\nreturn result;\n};`;
  return new Function('d', source)(decodings);
}

/**
 * Gives a prepared select (Drizzle's `.prepare(name)`, either driver) the row mapping compiled once above:
 * for statements run on every request (the session check, the lists). Returns the statement itself.
 */
export function withCompiledRows<Statement>(statement: Statement): Statement {
  const prepared = statement as PreparedSelect;
  if (!prepared.fields || prepared.customResultMapper) return statement;
  const mapRow = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap);
  prepared.customResultMapper = (rows) => rows.map(mapRow);
  executeStraight(statement, mapRow);
  return statement;
}

/** What a node-postgres prepared query of Drizzle holds (drizzle-orm/node-postgres/session.js; internal there). */
interface NodePgStatement {
  client: { query(config: unknown, values: unknown[]): Promise<{ rows: unknown[] }> };
  /** The configuration of a statement whose rows come back as objects (no selected fields). */
  rawQueryConfig: { text: string };
  /** The configuration of a select's statement: rows as arrays, for the row mapper. */
  queryConfig: { text: string };
  params: unknown[];
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/**
 * On PostgreSQL, `execute` goes to node-postgres itself: Drizzle's own wraps each call in three tracing spans,
 * a logger call and its cache layer, none of which Plateau uses (no tracer, logger or cache is configured),
 * about a tenth of a list's time in Drizzle. The same statement, values and row mode; a failure is Drizzle's
 * `DrizzleQueryError` with the driver's error as its cause, as before. With `mapRow`, the rows come as arrays
 * and each is mapped (a select's fields); without, the driver's result is answered as Drizzle answers it (rows as
 * objects: `selectRowsOnce`). Does nothing on PGlite.
 */
export function executeStraight(
  statement: unknown,
  mapRow?: (row: unknown[]) => Record<string, unknown>,
): void {
  if (!is(statement, NodePgPreparedQuery)) return;
  const prepared = statement as unknown as NodePgStatement;
  const { client, params } = prepared;
  const config = mapRow ? prepared.queryConfig : prepared.rawQueryConfig;
  const failure = (values: unknown[], error: unknown) =>
    new DrizzleQueryError(config.text, values, error as Error);
  // One async function a call (each await is a turn of the microtask queue on every request).
  prepared.execute = mapRow
    ? async (placeholderValues = {}) => {
        const values = fillPlaceholders(params, placeholderValues);
        let result: { rows: unknown[] };
        try {
          result = await client.query(config, values);
        } catch (error) {
          throw failure(values, error);
        }
        return result.rows.map((row) => mapRow(row as unknown[]));
      }
    : async (placeholderValues = {}) => {
        const values = fillPlaceholders(params, placeholderValues);
        try {
          return await client.query(config, values);
        } catch (error) {
          throw failure(values, error);
        }
      };
}
