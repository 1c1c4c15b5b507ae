import type { MessagePolicy } from '@plateau/shared/schemas/blocks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { blocksApi } from '../api';
import { blocksKeys } from '../query-keys';

/** 'Qui peut m'écrire': the stored choice and its change. */
export function useMessagingPreferences() {
  return useQuery({
    queryKey: blocksKeys.messagingPreferences(),
    queryFn: ({ signal }) => blocksApi.messagingPreferences(signal),
  });
}

export function useUpdateMessagingPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: MessagePolicy) => blocksApi.updateMessagingPreferences(policy),
    onSuccess: (preferences) => queryClient.setQueryData(blocksKeys.messagingPreferences(), preferences),
  });
}
