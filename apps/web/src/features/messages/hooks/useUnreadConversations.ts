import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { messagesApi } from '../api';
import { messagesKeys } from '../query-keys';

/** The badge's counts, kept live by messages/live.ts. */
function useMessageCounts() {
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const query = useQuery({
    queryKey: messagesKeys.unreadCount(),
    queryFn: ({ signal }) => messagesApi.unreadCount(signal),
    enabled: signedIn,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });
  return signedIn ? query.data : undefined;
}

/** How many conversations of the main list hold unread messages (the navigation badge). */
export function useUnreadConversations(): number {
  return useMessageCounts()?.count ?? 0;
}

/** How many message requests wait in 'Demandes' (issue 31). */
export function useMessageRequestCount(): number {
  return useMessageCounts()?.requests ?? 0;
}
