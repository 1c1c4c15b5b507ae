import type { CreditCreateInput, CreditUpdateInput } from '@plateau/shared/schemas/credits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { creditsApi } from '../api';
import { creditKeys } from '../query-keys';

/** A member's filmography (their own also holds the credits to confirm). */
export function useCredits(userId: string | undefined) {
  return useQuery({
    queryKey: creditKeys.of(userId ?? ''),
    queryFn: ({ signal }) => creditsApi.list(userId ?? '', signal),
    enabled: Boolean(userId),
  });
}

/** Add, confirm, decline, edit and remove one's credits; the filmography is read again after each. */
export function useCreditMutations(userId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: creditKeys.of(userId) });
  return {
    create: useMutation({ mutationFn: (body: CreditCreateInput) => creditsApi.create(body), onSuccess }),
    update: useMutation({
      mutationFn: (input: { id: string; body: CreditUpdateInput }) => creditsApi.update(input.id, input.body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => creditsApi.remove(id), onSuccess }),
  };
}
