import type { LiveRules } from '@/lib/live';
import { notificationKeys } from './query-keys';

/** The list and the unread count (badge) of every tab of the member. */
export const notificationsLive: LiveRules = {
  'notification.changed': () => [notificationKeys.all],
};
