import { getTableColumns, type Table } from 'drizzle-orm';

/** A table's columns without derived search columns (not data about anyone: left out of exports). */
export function storedColumns<T extends Table>(table: T) {
  const derived = new Set(['searchText', 'searchVector']);
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([name]) => !derived.has(name)),
  ) as ReturnType<typeof getTableColumns<T>>;
}
