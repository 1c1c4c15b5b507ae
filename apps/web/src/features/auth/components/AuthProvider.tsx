import { authLogMessages, sessionMessages } from '@plateau/shared/messages/session.fr';
import type { MeResponse } from '@plateau/shared/schemas/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { ApiRequestError, isNetworkError } from '@/lib/api';
import { toastLater } from '@/lib/toaster';
import { AuthContext, type AuthContextValue } from '../auth-context';
import { authLog, errorDetails } from '../auth-log';
import { clearSession, meQueryOptions } from '../me-query';

/** Spec 1, section 9: the forced logout after a connection timeout runs after 1 s. */
const timeoutLogoutDelayMs = 1000;

/** Loads the current member from GET /api/me and shares it with the whole app. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery(meQueryOptions);
  const handledData = useRef<MeResponse | null>(null);
  const handledError = useRef<Error | null>(null);

  useEffect(() => {
    const data = query.data;
    if (!data || handledData.current === data) return;
    handledData.current = data;
    if (!data.user) {
      authLog.debug(authLogMessages.noSession);
      return;
    }
    authLog.info(authLogMessages.profileLoaded, { userId: data.user.id, role: data.user.role });
    if (data.adminPromoted) {
      authLog.info(authLogMessages.adminPromoted, { userId: data.user.id });
      toastLater('success', sessionMessages.adminDetected);
    }
  }, [query.data]);

  useEffect(() => {
    const error = query.error;
    if (!error) return undefined;
    const isTimeout = error instanceof ApiRequestError && error.code === 'timeout';
    if (handledError.current !== error) {
      handledError.current = error;
      if (isTimeout) {
        authLog.error(authLogMessages.sessionTimeout, errorDetails(error));
        toastLater('error', sessionMessages.connectionTimeout);
      } else {
        authLog.error(authLogMessages.profileLoadFailed, errorDetails(error));
        if (!isNetworkError(error)) toastLater('error', sessionMessages.profileLoadFailed);
      }
    }
    if (!isTimeout) return undefined;
    const timer = window.setTimeout(() => {
      authLog.warn(authLogMessages.forcedLogout);
      clearSession(queryClient);
    }, timeoutLogoutDelayMs);
    return () => window.clearTimeout(timer);
  }, [query.error, queryClient]);

  const value = useMemo<AuthContextValue>(() => {
    const user = query.data?.user ?? null;
    return {
      status: query.isPending ? 'loading' : user ? 'authenticated' : 'anonymous',
      user,
      session: query.data?.session ?? null,
      isAdmin: user?.role === 'admin',
      loadError: query.error,
    };
  }, [query.data, query.error, query.isPending]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
