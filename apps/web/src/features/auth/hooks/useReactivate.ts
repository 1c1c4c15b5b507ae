import { accountDeletionMessages as dm } from '@plateau/shared/messages/account-deletion.fr';
import { authMessages } from '@plateau/shared/messages/auth.fr';
import type { LoginInput } from '@plateau/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toaster';
import { authApi } from '../api';
import { MissingUserError } from '../auth-errors';
import { refreshMe } from '../me-query';

/** POST /api/auth/reactivate (an account in its grace period comes back and signs in), then reloads the member. */
export function useReactivate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      await authApi.reactivate(input);
      const me = await refreshMe(queryClient);
      if (!me.user) throw new MissingUserError(authMessages.profileLoadFailed);
      return me.user;
    },
    onSuccess: () => {
      toast.success(dm.reactivated);
    },
  });
}
