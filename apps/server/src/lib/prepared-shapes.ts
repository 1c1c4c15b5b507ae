import type { Db } from '../db/client';
import { withCompiledRows } from './compiled-rows';

/**
 * One prepared statement per database and query shape (which filters a list uses), built by Drizzle on first
 * use and named by `nameOf`: PostgreSQL parses and plans it once per connection. A list's service calls the
 * returned function with its shape and executes the statement with the values. Its rows are mapped by the
 * mapping compiled once (lib/compiled-rows.ts).
 */
export function preparedPerShape<Shape, Statement>(
  nameOf: (shape: Shape) => string,
  prepare: (db: Db, shape: Shape) => Statement,
): (db: Db, shape: Shape) => Statement {
  const byDb = new WeakMap<Db, Map<string, Statement>>();
  return (db, shape) => {
    let byName = byDb.get(db);
    if (!byName) {
      byName = new Map();
      byDb.set(db, byName);
    }
    const name = nameOf(shape);
    let statement = byName.get(name);
    if (!statement) {
      statement = withCompiledRows(prepare(db, shape));
      byName.set(name, statement);
    }
    return statement;
  };
}
