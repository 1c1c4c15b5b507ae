import { authLogMessages } from '@plateau/shared/messages/auth.fr';
import { useMutation, useQuery } from '@tanstack/react-query';
import { authApi } from '../api';
import { authLog, errorDetails } from '../auth-log';
import { authKeys } from '../query-keys';

/** POST /api/auth/request-password-reset: always 200 unless invalid or rate limited. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => authApi.requestPasswordReset(email),
    onSuccess: () => authLog.info(authLogMessages.resetRequested),
    onError: (error) => authLog.error(authLogMessages.resetRequestFailed, errorDetails(error)),
  });
}

/** GET /api/password-reset/:token: whether a reset link can still be used. */
export function useResetTokenStatus(token: string | null) {
  return useQuery({
    queryKey: authKeys.resetToken(token ?? ''),
    queryFn: () => authApi.checkResetToken(token ?? '').then((status) => status.valid),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

const logUpdate = {
  onSuccess: () => authLog.info(authLogMessages.passwordUpdated),
  onError: (error: Error) => authLog.error(authLogMessages.passwordUpdateFailed, errorDetails(error)),
};

/** POST /api/auth/reset-password with the link's token. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      authApi.resetPassword(input.token, input.newPassword),
    ...logUpdate,
  });
}

/** POST /api/auth/change-password for a signed-in member (other sessions are revoked). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      authApi.changePassword(input.currentPassword, input.newPassword),
    ...logUpdate,
  });
}
