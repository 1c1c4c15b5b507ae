/** Query keys of the credits feature. */
export const creditKeys = {
  all: ['credits'] as const,
  of: (userId: string) => [...creditKeys.all, userId] as const,
};
