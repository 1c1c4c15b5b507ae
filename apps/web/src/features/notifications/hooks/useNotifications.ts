import { useInfiniteQuery } from '@tanstack/react-query';
import { notificationsApi } from '../api';
import { type NotificationFiltersValue, notificationKeys } from '../query-keys';

/** The member's notifications for the filters, 20 per page, newest first. */
export function useNotifications(filters: NotificationFiltersValue) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(filters),
    queryFn: ({ pageParam, signal }) => notificationsApi.list(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    // The server answers a null cursor on a short or last page: no more 'Charger plus' then.
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}
