/** Query keys of blocking and 'Qui peut m'écrire'. */
export const blocksKeys = {
  all: ['blocks'] as const,
  list: () => [...blocksKeys.all, 'list'] as const,
  member: (userId: string) => [...blocksKeys.all, 'member', userId] as const,
  messagingPreferences: () => [...blocksKeys.all, 'messaging-preferences'] as const,
};
