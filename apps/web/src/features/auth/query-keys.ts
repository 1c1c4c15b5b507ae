/** Query keys of the auth feature. */
export const authKeys = {
  all: ['auth'] as const,
  me: ['auth', 'me'] as const,
  resetToken: (token: string) => ['auth', 'reset-token', token] as const,
};
