import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { messagesApi } from '../api';
import { messagesKeys } from '../query-keys';

/** How many conversations hold unread messages (the navigation badge), kept live by messages/live.ts. */
export function useUnreadConversations(): number {
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const query = useQuery({
    queryKey: messagesKeys.unreadCount(),
    queryFn: ({ signal }) => messagesApi.unreadCount(signal),
    enabled: signedIn,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });
  return signedIn ? (query.data ?? 0) : 0;
}
