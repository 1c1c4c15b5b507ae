// The notifications feature's public surface (its pages are lazy-loaded by app/router.tsx).
export { useUnreadCount } from './hooks/useUnreadCount';
export { notificationsLive } from './live';
