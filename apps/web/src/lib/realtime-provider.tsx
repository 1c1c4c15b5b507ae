import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useAuth } from '../features/auth/hooks/useAuth';
import { authKeys } from '../features/auth/query-keys';
import { networkKeys } from '../features/network/query-keys';
import { notificationKeys } from '../features/notifications/query-keys';
import { RealtimeClient, realtimeSocketUrl } from './realtime';
import { RealtimeContext } from './realtime-context';

/** One realtime connection per tab, open only while a member is signed in. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  const [client] = useState(
    () =>
      new RealtimeClient({
        url: realtimeSocketUrl(window.location.origin),
        // Events may have been missed while disconnected: everything is stale, active queries refetch once.
        onReconnect: () => void queryClient.invalidateQueries(),
        // The session may be gone: reloading the member signs the tab out (and stops the socket) if so.
        onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: authKeys.me() }),
      }),
  );
  const memberId = status === 'authenticated' ? (user?.id ?? null) : null;

  useEffect(() => {
    if (!memberId) return undefined;
    client.start();
    return () => client.stop();
  }, [client, memberId]);

  useEffect(
    () =>
      client.on('notification.changed', () => {
        // The list and the unread count (badge) of every tab of the member.
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      }),
    [client, queryClient],
  );

  // The connect button, /reseau and its counts follow the member's connections.
  useEffect(
    () =>
      client.on('connection.changed', () => {
        void queryClient.invalidateQueries({ queryKey: networkKeys.all });
      }),
    [client, queryClient],
  );

  useEffect(() => {
    const wake = () => client.reconnectNow();
    window.addEventListener('online', wake);
    return () => window.removeEventListener('online', wake);
  }, [client]);

  return <RealtimeContext value={client}>{children}</RealtimeContext>;
}
