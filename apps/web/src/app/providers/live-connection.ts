import type { RealtimeEventType } from '@plateau/shared/events';
import type { QueryClient } from '@tanstack/react-query';
import { dashboardLive } from '@/features/dashboard';
import { influencerLive } from '@/features/influencer';
import { magazineLive } from '@/features/magazine';
import { messagesLive } from '@/features/messages';
import { blocksLive } from '@/features/moderation/blocks';
import { moderationQueueLive } from '@/features/moderation/queue/live';
import { networkLive } from '@/features/network';
import { notificationsLive } from '@/features/notifications';
import { projectsLive } from '@/features/projects';
import { tasksLive } from '@/features/tasks';
import { afterMutations } from '@/lib/after-mutations';
import { type LiveRules, liveKeysOf } from '@/lib/live';
import { createLiveInvalidator, invalidateLettingReadsEnd } from '@/lib/live-invalidation';
import { RealtimeClient, realtimeSocketUrl } from '@/lib/realtime';

/** Every feature's `live.ts`: a new feature adds its rules here. */
const featureRules: readonly LiveRules[] = [
  dashboardLive,
  magazineLive,
  messagesLive,
  blocksLive,
  moderationQueueLive,
  networkLive,
  notificationsLive,
  projectsLive,
  tasksLive,
  influencerLive,
];

const followedTypes = [
  ...new Set(featureRules.flatMap((rules) => Object.keys(rules) as RealtimeEventType[])),
];

interface LiveConnectionOptions {
  memberId: string;
  queryClient: QueryClient;
  /** The server closed the socket for lack of a valid session. */
  onUnauthorized: () => void;
}

/**
 * Opens the signed-in member's realtime connection: the features' rules apply each event to the cache or
 * name the queries it makes stale, which refetch (`lib/live-invalidation.ts`). Loaded by LiveProvider only
 * once a member is signed in (visitors never download the realtime client nor the features' rules).
 * Returns the client and the function closing it.
 */
export function openLiveConnection({ memberId, queryClient, onUnauthorized }: LiveConnectionOptions) {
  const client = new RealtimeClient({
    url: realtimeSocketUrl(window.location.origin),
    // Events may have been missed before the connection (while disconnected; for the first, since the page's
    // reads, which came with the page): everything is stale, the queries on screen refetch once, after any
    // change being saved.
    onConnect: () => afterMutations(queryClient, () => invalidateLettingReadsEnd(queryClient)),
    onUnauthorized,
  });
  const context = { meId: memberId, queryClient };
  const invalidator = createLiveInvalidator(queryClient);
  const stops = [
    invalidator.stop,
    ...followedTypes.map((type) =>
      client.on(type, (event) => invalidator.invalidate(liveKeysOf(featureRules, event, context))),
    ),
  ];
  const wake = () => client.reconnectNow();
  window.addEventListener('online', wake);
  client.start();
  const close = () => {
    for (const stop of stops) stop();
    window.removeEventListener('online', wake);
    client.stop();
  };
  return { client, close };
}
