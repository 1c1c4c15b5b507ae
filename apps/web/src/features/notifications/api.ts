import { endpoints } from '@plateau/shared/api/index';
import type { EmailPreferences } from '@plateau/shared/schemas/email-preferences';
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

const mail = endpoints.emailPreferences;

/** The notification e-mail settings and the one-click unsubscribe page's calls. */
export const emailPreferencesApi = {
  get: (signal?: AbortSignal) => api.call(mail.get, { signal }),
  update: (preferences: EmailPreferences) => api.call(mail.update, { body: preferences }),
  unsubscribeInfo: (token: string, signal?: AbortSignal) =>
    api.call(mail.unsubscribeInfo, { query: { token }, signal }),
  unsubscribe: (token: string) => api.call(mail.unsubscribe, { body: { token } }),
};
