/** Query keys of the messaging feature; realtime events invalidate them. */
export const messagesKeys = {
  all: ['messages'] as const,
  conversationLists: ['messages', 'conversations'] as const,
  conversations: (q: string) => ['messages', 'conversations', q] as const,
  unreadCount: ['messages', 'unread-count'] as const,
  conversation: (userId: string) => ['messages', 'conversation', userId] as const,
  threads: ['messages', 'thread'] as const,
  thread: (userId: string) => ['messages', 'thread', userId] as const,
  members: (q: string) => ['messages', 'members', q] as const,
};
