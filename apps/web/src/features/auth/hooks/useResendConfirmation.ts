import { accountMessages } from '@plateau/shared/messages/account.fr';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toaster';
import { sessionApi } from '../session-api';

/**
 * 'Renvoyer le lien': a new confirmation link mailed to the signed-in member (the server limits the pace).
 * Shown by the banner of every page, so it calls through `session-api.ts` (no contract schemas in the entry).
 */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: () => sessionApi.resendConfirmation(),
    onSuccess: () => toast.success(accountMessages.linkResent),
    onError: (error) => toast.error(error.message),
  });
}
