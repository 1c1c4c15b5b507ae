import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, api } from '../../../lib/api';
import { useAuth } from '../../auth/hooks/useAuth';
import { notificationKeys } from '../query-keys';

async function fetchUnreadCount(signal: AbortSignal): Promise<number> {
  try {
    const body = await api.get<{ count?: unknown }>('/api/notifications/unread-count', { signal });
    return typeof body.count === 'number' ? body.count : 0;
  } catch (error) {
    // The endpoint may not exist yet: no notifications rather than an error.
    if (error instanceof ApiRequestError && error.status === 404) return 0;
    throw error;
  }
}

/** The member's unread notifications, polled only while signed in. */
export function useUnreadCount(): number {
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const query = useQuery({
    queryKey: notificationKeys.unreadCount,
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled: signedIn,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
    staleTime: 15_000,
  });
  return signedIn ? (query.data ?? 0) : 0;
}
