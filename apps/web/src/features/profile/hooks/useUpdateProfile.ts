import type { ProfileUpdateInput } from '@plateau/shared/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/features/auth';
import { talentKeys } from '@/features/talents';
import { profileApi } from '../api';
import { profileKeys } from '../query-keys';

/** Saves profile fields; the navigation bar's name and avatar follow. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => profileApi.update(input),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.me(), profile);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
        queryClient.invalidateQueries({ queryKey: authKeys.me() }),
        queryClient.invalidateQueries({ queryKey: talentKeys.all }),
      ]);
    },
  });
}
