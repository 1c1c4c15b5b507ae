/**
 * The parameters of `values`: empty strings, null and undefined are left out, numbers and booleans
 * written out, lists repeat their parameter (`skills=a&skills=b`).
 */
export function toSearchParams(values: object): URLSearchParams {
  const search = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (typeof value === 'string' && value !== '') search.append(key, value);
    if (typeof value === 'number' || typeof value === 'boolean') search.append(key, String(value));
  };
  const entries: [string, unknown][] = Object.entries(values);
  for (const [key, value] of entries) {
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else add(key, value);
  }
  return search;
}

/** The query string of `values` as `toSearchParams` writes it: '' when empty, else starting with '?'. */
export function toQueryString(values: object): string {
  const query = toSearchParams(values).toString();
  return query ? `?${query}` : '';
}
