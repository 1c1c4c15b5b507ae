/** Query keys of the notifications feature; realtime events invalidate them. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
};
