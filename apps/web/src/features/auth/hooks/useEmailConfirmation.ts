import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../api';
import { authKeys } from '../query-keys';

/** The confirmation link's token posted back; the answer is the member as they are now (confirmed). */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => authApi.confirmEmail(token),
    onSuccess: (me) => {
      if (me.user) queryClient.setQueryData(authKeys.me(), me);
    },
  });
}
