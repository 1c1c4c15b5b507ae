import { useQuery } from '@tanstack/react-query';
import { fetchLegalDetails } from '../legal-details';
import { legalKeys } from '../query-keys';

/** The publisher's details; they change only with the server's configuration. */
export function useLegalDetails() {
  return useQuery({
    queryKey: legalKeys.details,
    queryFn: ({ signal }) => fetchLegalDetails(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
