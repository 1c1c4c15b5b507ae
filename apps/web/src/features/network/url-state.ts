import type { NetworkTab } from '@plateau/shared/schemas/network';
import type { UrlStateCodec } from '@/hooks/useUrlState';

/** The tab names of the address (French, shareable): /reseau?onglet=recues. */
const tabParams: Record<NetworkTab, string> = {
  connections: 'connexions',
  received: 'recues',
  sent: 'envoyees',
};

export type NetworkFilters = { tab: NetworkTab; q: string };

const tabOf = (value: string | null): NetworkTab =>
  (Object.keys(tabParams) as NetworkTab[]).find((tab) => tabParams[tab] === value) ?? 'connections';

/** /reseau?onglet=recues&q=… (the connections tab is the default, left out of the address). */
export const networkFiltersUrl: UrlStateCodec<NetworkFilters> = {
  parse: (params) => ({ tab: tabOf(params.get('onglet')), q: (params.get('q') ?? '').trim() }),
  serialize: ({ tab, q }) => ({ onglet: tab === 'connections' ? '' : tabParams[tab], q: q.trim() }),
};
