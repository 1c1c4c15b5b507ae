import { useMutation, useQuery } from '@tanstack/react-query';
import { emailPreferencesApi } from '../api';
import { emailPreferencesKeys } from '../query-keys';

/** What an unsubscribe link turns off (checked by the server), and the click that turns it off. */
export function useUnsubscribe(token: string) {
  const info = useQuery({
    queryKey: emailPreferencesKeys.unsubscribe(token),
    queryFn: ({ signal }) => emailPreferencesApi.unsubscribeInfo(token, signal),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const confirm = useMutation({ mutationFn: () => emailPreferencesApi.unsubscribe(token) });
  return { info, confirm };
}
