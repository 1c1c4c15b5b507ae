import { authLogMessages } from '@plateau/shared/messages/auth.fr';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearBrowserStorage } from '@/lib/storage';
import { authApi } from '../api';
import { authLog } from '../auth-log';

/** Spec 1, section 9: the forced logout redirects after 100 ms. */
const redirectDelayMs = 100;

/** Complete logout: server sign-out if reachable, local and session storage emptied, reload on /login. */
export function useForceLogout(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    authLog.warn(authLogMessages.forcedLogout);
    void authApi
      .signOut(5000)
      .catch(() => undefined)
      .finally(() => {
        clearBrowserStorage();
        queryClient.clear();
        window.setTimeout(() => window.location.replace('/login'), redirectDelayMs);
      });
  }, [queryClient]);
}
