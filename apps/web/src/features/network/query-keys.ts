import type { NetworkTab } from '@plateau/shared/schemas/network';

/** Query keys of the network feature; `connection.changed` invalidates them all. */
export const networkKeys = {
  all: ['network'] as const,
  status: (userId: string) => ['network', 'status', userId] as const,
  list: (tab: NetworkTab, q: string) => ['network', 'list', tab, q] as const,
  counts: ['network', 'counts'] as const,
};
