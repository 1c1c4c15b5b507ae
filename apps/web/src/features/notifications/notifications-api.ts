import type {
  MarkAllReadResponse,
  Notification,
  NotificationList,
  UnreadCount,
} from '@plateau/shared/schemas/notifications';
import { api } from '../../lib/api';
import type { NotificationFiltersValue } from './query-keys';

const notificationUrl = (id: string) => `/api/notifications/${encodeURIComponent(id)}`;

/** Calls of the notifications API (spec 1 §7, table notifications). */
export const notificationsApi = {
  list: (filters: NotificationFiltersValue, cursor: string | undefined, signal?: AbortSignal) => {
    const search = new URLSearchParams();
    if (filters.type) search.set('type', filters.type);
    if (filters.state) search.set('read', filters.state === 'read' ? 'true' : 'false');
    if (cursor) search.set('cursor', cursor);
    const query = search.toString();
    return api.get<NotificationList>(`/api/notifications${query ? `?${query}` : ''}`, { signal });
  },
  unreadCount: (signal?: AbortSignal) =>
    api.get<UnreadCount>('/api/notifications/unread-count', { signal }).then((body) => body.count),
  markRead: (id: string) =>
    api.post<{ notification: Notification }>(`${notificationUrl(id)}/read`).then((body) => body.notification),
  markAllRead: () => api.post<MarkAllReadResponse>('/api/notifications/read-all'),
  remove: (id: string) => api.delete<void>(notificationUrl(id)),
};
