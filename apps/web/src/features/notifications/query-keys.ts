import type { NotificationType } from '@plateau/shared/enums';

/** The filters of /notifications: a type and a read state, '' for all. */
export type NotificationFiltersValue = { type: NotificationType | ''; state: 'unread' | 'read' | '' };

/** Query keys of the notifications feature; realtime events invalidate them. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (filters: NotificationFiltersValue) => [...notificationKeys.lists(), filters] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
};

/** The notification e-mail settings: a key of their own, which notification events leave alone. */
export const emailPreferencesKeys = {
  all: ['email-preferences'] as const,
  unsubscribe: (token: string) => [...emailPreferencesKeys.all, 'unsubscribe', token] as const,
};
