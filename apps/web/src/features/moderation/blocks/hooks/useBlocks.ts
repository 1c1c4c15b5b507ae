import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { blocksApi } from '../api';
import { blocksKeys } from '../query-keys';

/** The members the signed-in member blocked ('Membres bloqués'; the profile's 'Bloquer' / 'Débloquer'). */
export function useBlockedMembers(enabled = true) {
  return useQuery({
    queryKey: blocksKeys.list(),
    queryFn: ({ signal }) => blocksApi.list(signal),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * Block or unblock: every list the other member appeared in (conversations, talents, suggestions, pickers,
 * network) is read again.
 */
function useBlockChange(call: (userId: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: blocksKeys.list() });
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== blocksKeys.all[0],
      });
    },
  });
}

export const useBlockMember = () => useBlockChange(blocksApi.block);
export const useUnblockMember = () => useBlockChange(blocksApi.unblock);
