import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { blocksApi } from '../api';
import { blocksKeys } from '../query-keys';

/** The members the signed-in member blocked ('Membres bloqués'), by pages, the latest block first. */
export function useBlockedMembers() {
  return useInfiniteQuery({
    queryKey: blocksKeys.list(),
    queryFn: ({ pageParam, signal }) => blocksApi.page(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 60_000,
  });
}

/** Whether the signed-in member blocked `userId` (the profile's 'Bloquer' / 'Débloquer'). */
export function useIsBlocked(userId: string) {
  return useQuery({
    queryKey: blocksKeys.member(userId),
    queryFn: ({ signal }) => blocksApi.isBlocked(userId, signal),
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
      await queryClient.invalidateQueries({ queryKey: blocksKeys.all });
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== blocksKeys.all[0],
      });
    },
  });
}

export const useBlockMember = () => useBlockChange(blocksApi.block);
export const useUnblockMember = () => useBlockChange(blocksApi.unblock);
