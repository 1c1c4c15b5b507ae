import type { RealtimeEvent, RealtimeEventType } from '@plateau/shared/events';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** What a live rule may look at besides the event: the signed-in member and the query cache. */
export interface LiveContext {
  meId: string;
  queryClient: QueryClient;
}

/** A query made stale: a key (with every query under it), or `{ queryKey, exact: true }` (that one alone). */
export type LiveTarget = QueryKey | { queryKey: QueryKey; exact: true };

/**
 * What an event makes stale (active queries refetch, the others when next shown). A rule either writes the
 * event into a query's cache (`setQueryData`) or names that query stale, never both; an event the cache
 * already reflects (same `updatedAt`, a creation already shown: the member's own echo) names nothing.
 */
export type LiveRule<T extends RealtimeEventType> = (
  event: Extract<RealtimeEvent, { type: T }>,
  context: LiveContext,
) => readonly LiveTarget[];

/** A feature's `live.ts`: for each realtime event type it follows, the queries it updates or names stale. */
export type LiveRules = { [T in RealtimeEventType]?: LiveRule<T> };

/** The filter of `invalidateQueries` for a target. */
export const liveFilterOf = (target: LiveTarget) =>
  'queryKey' in target ? target : { queryKey: target as QueryKey };

/** What every feature's rules name stale for one event (`live-connection.ts` invalidates them). */
export function liveKeysOf(
  rules: readonly LiveRules[],
  event: RealtimeEvent,
  context: LiveContext,
): LiveTarget[] {
  return rules.flatMap((featureRules) => {
    // The rule stored under `event.type` takes events of that type: this one.
    const rule = featureRules[event.type] as LiveRule<RealtimeEventType> | undefined;
    return rule ? [...rule(event, context)] : [];
  });
}
