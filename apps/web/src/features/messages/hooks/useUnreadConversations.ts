import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-hooks';
import { useAuth } from '../../auth/hooks/useAuth';
import { messagesApi } from '../api';
import { messagesKeys } from '../query-keys';

/** How many conversations hold unread messages (the navigation badge), live while signed in. */
export function useUnreadConversations(): number {
  const { status, user } = useAuth();
  const signedIn = status === 'authenticated';
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: messagesKeys.unreadCount(),
    queryFn: ({ signal }) => messagesApi.unreadCount(signal),
    enabled: signedIn,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: messagesKeys.unreadCount() });
  useRealtimeEvent('message.created', (event) => {
    if (event.receiverId === user?.id) refresh();
  });
  useRealtimeEvent('message.read', (event) => {
    if (event.readerId === user?.id) refresh();
  });
  return signedIn ? (query.data ?? 0) : 0;
}
