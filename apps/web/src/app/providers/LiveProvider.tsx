import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { authKeys, useAuth } from '@/features/auth';
import { afterFirstScreen } from '@/lib/after-first-screen';
import type { RealtimeClient } from '@/lib/realtime';
import { RealtimeContext } from '@/lib/realtime-context';

/**
 * The member's realtime connection (one per tab, open only while a member is signed in) and the queries it
 * keeps fresh. Its code (`live-connection.ts`) is loaded once a member is signed in and the page's first screen is
 * shown (lib/after-first-screen.ts): neither it nor the socket share that screen's bandwidth.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  const memberId = status === 'authenticated' ? (user?.id ?? null) : null;
  const [client, setClient] = useState<RealtimeClient | null>(null);
  // The session may be gone: reloading the member signs the tab out (and stops the socket) if so.
  const onUnauthorized = useRef(() => void queryClient.invalidateQueries({ queryKey: authKeys.me() }));

  useEffect(() => {
    if (!memberId) return undefined;
    let closed = false;
    let close: (() => void) | undefined;
    const cancel = afterFirstScreen(() => {
      void import('./live-connection').then(({ openLiveConnection }) => {
        if (closed) return;
        const connection = openLiveConnection({
          memberId,
          queryClient,
          onUnauthorized: () => onUnauthorized.current(),
        });
        close = connection.close;
        setClient(connection.client);
      });
    });
    return () => {
      closed = true;
      cancel();
      close?.();
      setClient(null);
    };
  }, [memberId, queryClient]);

  return <RealtimeContext value={client}>{children}</RealtimeContext>;
}
