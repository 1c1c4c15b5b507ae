import { authLogMessages, authMessages } from '@plateau/shared/messages/auth.fr';
import type { RegisterInput } from '@plateau/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toaster';
import { authApi } from '../api';
import { MissingUserError } from '../auth-errors';
import { authLog, errorDetails } from '../auth-log';
import { refreshMe } from '../me-query';

/** POST /api/auth/sign-up/email (which signs the member in), then reloads the member. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegisterInput) => {
      authLog.info(authLogMessages.signUpStarted, { email: input.email });
      await authApi.signUp(input);
      const me = await refreshMe(queryClient);
      if (!me.user) throw new MissingUserError(authMessages.registerNoUser);
      return me.user;
    },
    onSuccess: (user) => {
      authLog.info(authLogMessages.signUpSucceeded, { userId: user.id });
      toast.success(authMessages.registerSuccess);
    },
    onError: (error) => {
      authLog.error(authLogMessages.signUpFailed, errorDetails(error));
      if (error instanceof MissingUserError) {
        toast.error(authMessages.registerNoUser);
        return;
      }
      // The form's banner gives the detail (registerErrorMessage); the toast only names the failure.
      toast.error(authMessages.registerFailed);
    },
  });
}
