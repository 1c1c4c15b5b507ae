import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

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

/**
 * Drizzle's row mapping (`mapResultRow`) decided once per statement instead of on every row: it tells each
 * field's decoder by `instanceof` walks and iterates each path on every row of every request. The same
 * result, built in the same order: each field's value decoded by its column (nulls kept), nested under its
 * path, and a left-joined table's object made null when all its columns are (`joinsNotNullableMap`).
 */
export function compileRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap?: Record<string, boolean>,
): (row: unknown[]) => Record<string, unknown> {
  const plan = fields.map(({ path, field }) => {
    const decoder = decoderOf(field);
    return {
      parents: path.slice(0, -1),
      key: path[path.length - 1] as string,
      decoder: decoder.mapFromDriverValue === keepsValue ? null : decoder,
      // The table whose object may be nullified (a column of a joined table), as mapResultRow tracks it.
      table: joinsNotNullableMap && is(field, Column) && path.length === 2 ? getTableName(field.table) : null,
    };
  });
  return (row) => {
    const result: Record<string, unknown> = {};
    const nullify: Record<string, string | false> | null = joinsNotNullableMap ? {} : null;
    for (let index = 0; index < plan.length; index += 1) {
      const { parents, key, decoder, table } = plan[index] as (typeof plan)[number];
      let node = result;
      for (const parent of parents) {
        if (!(parent in node)) node[parent] = {};
        node = node[parent] as Record<string, unknown>;
      }
      const raw = row[index];
      const value = raw === null ? null : decoder ? decoder.mapFromDriverValue(raw) : raw;
      node[key] = value;
      if (nullify && table !== null) {
        const objectName = parents[0] as string;
        if (!(objectName in nullify)) nullify[objectName] = value === null ? table : false;
        else if (typeof nullify[objectName] === 'string' && nullify[objectName] !== table)
          nullify[objectName] = false;
      }
    }
    if (nullify && joinsNotNullableMap) {
      for (const objectName in nullify) {
        const table = nullify[objectName];
        if (typeof table === 'string' && !joinsNotNullableMap[table]) result[objectName] = null;
      }
    }
    return result;
  };
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
  return statement;
}
