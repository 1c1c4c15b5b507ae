// The messages feature's public surface (its pages are lazy-loaded by app/router.tsx; the project page's
// 'Discussion' panel by `features/messages/team.ts`).
export { useTeamUnread } from './hooks/useTeamConversation';
export { useUnreadConversations } from './hooks/useUnreadConversations';
export { messagesLive } from './live';
