/** The member's own account: connected devices and two-factor sign-in. */
export const accountKeys = {
  all: ['account'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  twoFactor: () => [...accountKeys.all, 'two-factor'] as const,
};
