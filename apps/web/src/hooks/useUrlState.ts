import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { toSearchParams } from '@/lib/query-string';
import { flushNextNavigation } from '@/lib/router';

/** How a page's state is read from and written to the address's query string. */
export interface UrlStateCodec<T> {
  /** The state of the address; unknown or missing values fall back to the defaults. */
  parse: (params: URLSearchParams) => T;
  /** The parameters of a state (empty values are left out of the address). */
  serialize: (state: T) => Record<string, unknown>;
}

export interface SetUrlStateOptions {
  /** Replace the history entry instead of pushing one: for typing in a search box. */
  replace?: boolean;
}

/**
 * A list's filters, tab or category, kept in the address so a search can be shared, survives a reload and
 * Back walks through it: a discrete change (a filter, a tab, a category) pushes a history entry, typing in a
 * search box (`{ replace: true }`) replaces it. Define the codec at module level (it must be stable).
 */
export function useUrlState<T>(codec: UrlStateCodec<T>) {
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: paramsKey stands for the params' content.
  const state = useMemo(() => codec.parse(params), [codec, paramsKey]);

  const set = useCallback(
    (next: Partial<T>, options: SetUrlStateOptions = {}) => {
      const search = toSearchParams(codec.serialize({ ...state, ...next }));
      // The same state again adds no history entry.
      if (search.toString() === paramsKey) return;
      // A click shows its new state at once (a controlled checkbox), not after a transition.
      if (!options.replace) flushNextNavigation();
      setParams(search, { replace: options.replace ?? false });
    },
    [codec, state, paramsKey, setParams],
  );
  return { state, set };
}
