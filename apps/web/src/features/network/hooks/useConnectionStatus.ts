import { useQuery } from '@tanstack/react-query';
import { networkApi } from '../api';
import { networkKeys } from '../query-keys';

/** The viewer's connection with a member (the profile's button); refreshed by `connection.changed`. */
export function useConnectionStatus(userId: string) {
  return useQuery({
    queryKey: networkKeys.status(userId),
    queryFn: ({ signal }) => networkApi.status(userId, signal),
    retry: 1,
  });
}
