/** Query keys of the messaging feature; realtime events invalidate them. */
export const messagesKeys = {
  all: ['messages'] as const,
  conversationLists: () => [...messagesKeys.all, 'conversations'] as const,
  conversations: (q: string, box: 'principal' | 'demandes' = 'principal') =>
    box === 'principal'
      ? ([...messagesKeys.conversationLists(), q] as const)
      : ([...messagesKeys.conversationLists(), q, box] as const),
  unreadCount: () => [...messagesKeys.all, 'unread-count'] as const,
  conversation: (userId: string) => [...messagesKeys.all, 'conversation', userId] as const,
  threads: () => [...messagesKeys.all, 'thread'] as const,
  thread: (userId: string) => [...messagesKeys.threads(), userId] as const,
  members: (q: string) => [...messagesKeys.all, 'members', q] as const,
  /** A project's team conversation (issue 33): its head (unread count) and its thread. */
  team: (projectId: string) => [...messagesKeys.all, 'team-head', projectId] as const,
  teamThread: (projectId: string) => [...messagesKeys.all, 'team-thread', projectId] as const,
};
