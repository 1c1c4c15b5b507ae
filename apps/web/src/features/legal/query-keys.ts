/** Query keys of the legal pages. */
export const legalKeys = {
  all: ['legal'] as const,
  details: ['legal', 'details'] as const,
};
