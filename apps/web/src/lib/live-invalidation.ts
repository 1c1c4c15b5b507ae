import type { InvalidateQueryFilters, Query, QueryClient } from '@tanstack/react-query';
import { afterMutations } from './after-mutations';
import { type LiveTarget, liveFilterOf } from './live';

/**
 * Refetches what an event names stale, once. A read started after the event arrived already has the
 * change (the server publishes after writing it), so a query read since then is left alone: the member's
 * own change, whose mutation read the query again, is not read a second time by its echo. The refetch
 * waits for the changes being saved in this tab (their own reads come first, and a read during a save
 * could put the screen back as it was).
 */
export function createLiveInvalidator(queryClient: QueryClient) {
  const startedAt = new WeakMap<Query, number>();
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'fetch') startedAt.set(event.query, Date.now());
  });
  /** The query's last read started after `time` and is on its way or arrived. */
  const readSince = (query: Query, time: number) => {
    const started = startedAt.get(query);
    if (started === undefined || started <= time) return false;
    return query.state.fetchStatus === 'fetching' || query.state.dataUpdatedAt >= started;
  };
  const invalidate = (targets: readonly LiveTarget[]) => {
    if (targets.length === 0) return;
    const receivedAt = Date.now();
    afterMutations(queryClient, () => {
      for (const target of targets) {
        invalidateLettingReadsEnd(queryClient, {
          ...liveFilterOf(target),
          predicate: (query) => !readSince(query, receivedAt),
        });
      }
    });
  };
  return { invalidate, stop };
}

/**
 * Names the queries stale and reads them again, without cancelling a read on its way: cancelling would lose
 * a 'Charger plus' in flight (the refetch reads only the pages already shown, and the member's click is
 * gone). A query being read is read again once that read ends, with its new page.
 */
export function invalidateLettingReadsEnd(queryClient: QueryClient, filters: InvalidateQueryFilters = {}) {
  const cache = queryClient.getQueryCache();
  const reading = new Set(cache.findAll(filters).filter((query) => query.state.fetchStatus === 'fetching'));
  void queryClient.invalidateQueries({
    ...filters,
    predicate: (query) => !reading.has(query) && (filters.predicate?.(query) ?? true),
  });
  if (reading.size === 0) return;
  const stop = cache.subscribe((event) => {
    if (!reading.has(event.query)) return;
    if (event.type !== 'removed' && event.query.state.fetchStatus === 'fetching') return;
    reading.delete(event.query);
    if (event.type !== 'removed') {
      void queryClient.invalidateQueries({ queryKey: event.query.queryKey, exact: true });
    }
    if (reading.size === 0) stop();
  });
}
