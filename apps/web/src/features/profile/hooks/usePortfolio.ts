import type { PortfolioCreateInput, PortfolioUpdateInput } from '@plateau/shared/schemas/portfolio';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileApi } from '../api';
import { profileKeys } from '../query-keys';

export function usePortfolioItem(id: string) {
  return useQuery({
    queryKey: profileKeys.portfolioItem(id),
    queryFn: ({ signal }) => profileApi.portfolioItem(id, signal),
  });
}

/** Create, edit and delete one's own portfolio items; profiles are reloaded after each change. */
export function usePortfolioMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileKeys.all });
  return {
    create: useMutation({
      mutationFn: (input: PortfolioCreateInput) => profileApi.createPortfolioItem(input),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: PortfolioUpdateInput }) =>
        profileApi.updatePortfolioItem(id, input),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => profileApi.deletePortfolioItem(id),
      onSuccess: refresh,
    }),
  };
}
