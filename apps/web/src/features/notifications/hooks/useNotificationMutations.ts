import { notificationMessages as nm } from '@plateau/shared/messages/notifications.fr';
import type { Notification, NotificationList } from '@plateau/shared/schemas/notifications';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toaster';
import { notificationsApi } from '../api';
import { notificationKeys } from '../query-keys';

type ListData = InfiniteData<NotificationList, string | undefined>;

/** Applies a change to every loaded page of every notification list (then the server's truth follows). */
function updateLists(queryClient: QueryClient, change: (item: Notification) => Notification | null) {
  queryClient.setQueriesData<ListData>({ queryKey: notificationKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.flatMap((item) => {
              const next = change(item);
              return next ? [next] : [];
            }),
          })),
        }
      : data,
  );
}

const refresh = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: notificationKeys.all });

/** Marks one notification read (click or 'Marquer comme lu'); the badge follows. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => notificationsApi.markRead(id),
    onSuccess: async (notification) => {
      updateLists(queryClient, (item) => (item.id === notification.id ? notification : item));
      await refresh(queryClient);
    },
    onError: (error) => {
      console.error(error);
      toast.error(nm.markError);
    },
  });
}

/** Marks all of the member's notifications read. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => notificationsApi.markAllRead(),
    onSuccess: async () => {
      updateLists(queryClient, (item) => (item.read ? item : { ...item, read: true }));
      toast.success(nm.allMarked);
      await refresh(queryClient);
    },
    onError: (error) => {
      console.error(error);
      toast.error(nm.markAllError);
    },
  });
}

/** Deletes one notification: 'Notification supprimée' or the error toast. */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => notificationsApi.remove(id).then(() => id),
    onSuccess: async (id) => {
      updateLists(queryClient, (item) => (item.id === id ? null : item));
      toast.success(nm.deleted);
      await refresh(queryClient);
    },
    onError: (error) => {
      console.error(error);
      toast.error(nm.deleteError);
    },
  });
}
