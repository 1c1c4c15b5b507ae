import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { notificationsApi } from '../api';
import { notificationKeys } from '../query-keys';

/** The member's unread notifications (navigation badge), polled only while signed in. */
export function useUnreadCount(): number {
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const query = useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => notificationsApi.unreadCount(signal),
    enabled: signedIn,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
    staleTime: 15_000,
  });
  // A count that cannot load shows no badge (spec 1 §8: count helpers return 0 on error).
  return signedIn ? (query.data ?? 0) : 0;
}
