import type { RealtimeEventType } from '@plateau/shared/events';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useContext, useEffect } from 'react';
import { authKeys, useAuth } from '@/features/auth';
import { magazineLive } from '@/features/magazine';
import { messagesLive } from '@/features/messages';
import { networkLive } from '@/features/network';
import { notificationsLive } from '@/features/notifications';
import { projectsLive } from '@/features/projects';
import { type LiveRules, liveKeysOf } from '@/lib/live';
import { RealtimeContext } from '@/lib/realtime-context';
import { RealtimeProvider } from '@/lib/realtime-provider';

/** Every feature's `live.ts`: a new feature adds its rules here. */
const featureRules: readonly LiveRules[] = [
  magazineLive,
  messagesLive,
  networkLive,
  notificationsLive,
  projectsLive,
];

const followedTypes = [
  ...new Set(featureRules.flatMap((rules) => Object.keys(rules) as RealtimeEventType[])),
];

/** Refreshes the queries each realtime event makes stale, as the features' rules say. */
function LiveQueries({ memberId }: { memberId: string | null }) {
  const client = useContext(RealtimeContext);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!client || !memberId) return undefined;
    const context = { meId: memberId, queryClient };
    const stops = followedTypes.map((type) =>
      client.on(type, (event) => {
        for (const queryKey of liveKeysOf(featureRules, event, context)) {
          void queryClient.invalidateQueries({ queryKey });
        }
      }),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, [client, memberId, queryClient]);
  return null;
}

/** The member's realtime connection and the queries it keeps fresh. */
export function LiveProvider({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  const memberId = status === 'authenticated' ? (user?.id ?? null) : null;
  // The session may be gone: reloading the member signs the tab out (and stops the socket) if so.
  const onUnauthorized = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: authKeys.me() }),
    [queryClient],
  );
  return (
    <RealtimeProvider memberId={memberId} onUnauthorized={onUnauthorized}>
      <LiveQueries memberId={memberId} />
      {children}
    </RealtimeProvider>
  );
}
