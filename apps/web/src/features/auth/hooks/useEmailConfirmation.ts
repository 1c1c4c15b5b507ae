import { accountMessages } from '@plateau/shared/messages/account.fr';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toaster';
import { authApi } from '../api';
import { authKeys } from '../query-keys';

/** 'Renvoyer le lien': a new confirmation link mailed to the signed-in member (the server limits the pace). */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: () => authApi.resendConfirmation(),
    onSuccess: () => toast.success(accountMessages.linkResent),
    onError: (error) => toast.error(error.message),
  });
}

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
