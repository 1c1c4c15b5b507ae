import type { NetworkTab } from '@plateau/shared/schemas/network';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { networkApi } from '../api';
import { networkKeys } from '../query-keys';

/** One tab of /reseau, a page at a time ('Charger plus'). */
export function useNetworkList(tab: NetworkTab, q: string) {
  return useInfiniteQuery({
    queryKey: networkKeys.list(tab, q),
    queryFn: ({ pageParam, signal }) => networkApi.list(tab, q, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** How many connections, received and sent requests the member has (tab labels). */
export function useNetworkCounts() {
  return useQuery({ queryKey: networkKeys.counts(), queryFn: ({ signal }) => networkApi.counts(signal) });
}
