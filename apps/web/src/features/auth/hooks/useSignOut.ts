import { authLogMessages, authMessages } from '@plateau/shared/messages/auth.fr';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '@/lib/api';
import { toast } from '@/lib/toaster';
import { authLog, errorDetails } from '../auth-log';
import { clearSession } from '../me-query';
import { sessionApi } from '../session-api';

/** Signs out on the server, then always locally, and goes to /login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await sessionApi.signOut();
        authLog.info(authLogMessages.signOutSucceeded);
      } catch (error) {
        // A session that is already invalid is not an error for the member: they are logged out.
        if (error instanceof ApiRequestError && error.status === 401) {
          authLog.warn(authLogMessages.signOutSessionInvalid, errorDetails(error));
          return;
        }
        authLog.error(authLogMessages.signOutFailed, errorDetails(error));
        toast.error(authMessages.logoutError);
      }
    },
    onSettled: () => {
      clearSession(queryClient);
      void navigate('/login', { replace: true });
    },
  });
}
