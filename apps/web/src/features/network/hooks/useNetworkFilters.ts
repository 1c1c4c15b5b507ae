import type { NetworkTab } from '@plateau/shared/schemas/network';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The tab names of the address (French, shareable): /reseau?onglet=recues. */
const tabParams: Record<NetworkTab, string> = {
  connections: 'connexions',
  received: 'recues',
  sent: 'envoyees',
};
const tabOf = (value: string | null): NetworkTab =>
  (Object.entries(tabParams).find(([, param]) => param === value)?.[0] as NetworkTab | undefined) ??
  'connections';

/** The tab and the search of /reseau, kept in the address. */
export function useNetworkFilters() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('onglet'));
  const q = params.get('q') ?? '';
  const update = useCallback(
    (next: { tab?: NetworkTab; q?: string }) =>
      setParams(
        (current) => {
          const search = new URLSearchParams();
          const nextTab = next.tab ?? tabOf(current.get('onglet'));
          const nextQ = (next.q ?? current.get('q') ?? '').trim();
          if (nextTab !== 'connections') search.set('onglet', tabParams[nextTab]);
          if (nextQ) search.set('q', nextQ);
          return search;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { tab, q, update };
}
