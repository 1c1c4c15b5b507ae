import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { RealtimeClient, realtimeSocketUrl } from './realtime';
import { RealtimeContext } from './realtime-context';

interface RealtimeProviderProps {
  /** The signed-in member: the socket is open only while there is one. */
  memberId: string | null;
  /** The server closed the socket for lack of a valid session. */
  onUnauthorized: () => void;
  children: ReactNode;
}

/** One realtime connection per tab, open only while a member is signed in. */
export function RealtimeProvider({ memberId, onUnauthorized, children }: RealtimeProviderProps) {
  const queryClient = useQueryClient();
  const unauthorized = useRef(onUnauthorized);
  useEffect(() => {
    unauthorized.current = onUnauthorized;
  });
  const [client] = useState(
    () =>
      new RealtimeClient({
        url: realtimeSocketUrl(window.location.origin),
        // Events may have been missed while disconnected: everything is stale, active queries refetch once.
        onReconnect: () => void queryClient.invalidateQueries(),
        onUnauthorized: () => unauthorized.current(),
      }),
  );

  useEffect(() => {
    if (!memberId) return undefined;
    client.start();
    return () => client.stop();
  }, [client, memberId]);

  useEffect(() => {
    const wake = () => client.reconnectNow();
    window.addEventListener('online', wake);
    return () => window.removeEventListener('online', wake);
  }, [client]);

  return <RealtimeContext value={client}>{children}</RealtimeContext>;
}
