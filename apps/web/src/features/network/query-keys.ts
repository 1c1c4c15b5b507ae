import type { NetworkTab } from '@plateau/shared/schemas/network';

/** Query keys of the network feature; `connection.changed` invalidates them all. */
export const networkKeys = {
  all: ['network'] as const,
  status: (userId: string) => [...networkKeys.all, 'status', userId] as const,
  lists: () => [...networkKeys.all, 'list'] as const,
  list: (tab: NetworkTab, q: string) => [...networkKeys.lists(), tab, q] as const,
  counts: () => [...networkKeys.all, 'counts'] as const,
};
