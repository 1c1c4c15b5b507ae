import { endpoints } from '@plateau/shared/api/index';
import { api } from '@/lib/api';
import type { NotificationFiltersValue } from './query-keys';

const e = endpoints.notifications;

/** Calls of the notifications API (spec 1 §7, table notifications). */
export const notificationsApi = {
  list: (filters: NotificationFiltersValue, cursor: string | undefined, signal?: AbortSignal) =>
    api.call(e.list, {
      query: {
        type: filters.type || undefined,
        read: filters.state ? (filters.state === 'read' ? 'true' : 'false') : undefined,
        cursor,
      },
      signal,
    }),
  unreadCount: (signal?: AbortSignal) => api.call(e.unreadCount, { signal }).then((body) => body.count),
  markRead: (id: string) => api.call(e.markRead, { params: { id } }).then((body) => body.notification),
  markAllRead: () => api.call(e.markAllRead),
  remove: (id: string) => api.call(e.remove, { params: { id } }),
};
