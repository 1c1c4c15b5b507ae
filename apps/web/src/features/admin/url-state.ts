import type { UrlStateCodec } from '@/hooks/useUrlState';

/** A list's filters in the address, each a plain text parameter ('' when unset): /admin/users?q=…&role=admin */
export function filtersCodec<K extends string>(keys: readonly K[]): UrlStateCodec<Record<K, string>> {
  return {
    parse: (params) =>
      Object.fromEntries(keys.map((key) => [key, params.get(key)?.trim() ?? ''])) as Record<K, string>,
    serialize: (state) => state,
  };
}
