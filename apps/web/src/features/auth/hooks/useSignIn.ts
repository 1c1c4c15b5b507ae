import { authLogMessages, authMessages } from '@plateau/shared/messages/auth.fr';
import type { LoginInput } from '@plateau/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toaster';
import { authApi } from '../api';
import { MissingUserError } from '../auth-errors';
import { authLog, errorDetails } from '../auth-log';
import { refreshMe } from '../me-query';

/** POST /api/auth/sign-in/email, then reloads the member. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      authLog.info(authLogMessages.signInStarted, { email: input.email });
      await authApi.signIn(input);
      const me = await refreshMe(queryClient);
      if (!me.user) throw new MissingUserError(authMessages.profileLoadFailed);
      return me.user;
    },
    onSuccess: (user) => {
      authLog.info(authLogMessages.signInSucceeded, { userId: user.id });
      toast.success(authMessages.loginSuccess);
    },
    onError: (error) => {
      // No toast: the form shows the failure once, with its reason (LoginForm), so a failed attempt
      // never lingers next to the next attempt's 'Connexion réussie!'.
      authLog.error(authLogMessages.signInFailed, errorDetails(error));
    },
  });
}
