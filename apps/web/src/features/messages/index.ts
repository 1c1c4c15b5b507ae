// The messages feature's public surface (its pages are lazy-loaded by app/router.tsx).
export { useUnreadConversations } from './hooks/useUnreadConversations';
export { messagesLive } from './live';
