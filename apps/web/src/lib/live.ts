import type { RealtimeEvent, RealtimeEventType } from '@plateau/shared/events';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** What a live rule may look at besides the event: the signed-in member and the query cache. */
export interface LiveContext {
  meId: string;
  queryClient: QueryClient;
}

/** The query keys an event makes stale (active queries refetch, the others refetch when next shown). */
export type LiveRule<T extends RealtimeEventType> = (
  event: Extract<RealtimeEvent, { type: T }>,
  context: LiveContext,
) => readonly QueryKey[];

/** A feature's `live.ts`: for each realtime event type it follows, the keys to refresh. */
export type LiveRules = { [T in RealtimeEventType]?: LiveRule<T> };

/** The keys every feature's rules give for one event (`app/providers/LiveQueries.tsx` invalidates them). */
export function liveKeysOf(
  rules: readonly LiveRules[],
  event: RealtimeEvent,
  context: LiveContext,
): QueryKey[] {
  return rules.flatMap((featureRules) => {
    // The rule stored under `event.type` takes events of that type: this one.
    const rule = featureRules[event.type] as LiveRule<RealtimeEventType> | undefined;
    return rule ? [...rule(event, context)] : [];
  });
}
