import type { Query, QueryClient } from '@tanstack/react-query';
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
        void queryClient.invalidateQueries({
          ...liveFilterOf(target),
          predicate: (query) => !readSince(query, receivedAt),
        });
      }
    });
  };
  return { invalidate, stop };
}
