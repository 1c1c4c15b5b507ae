import type { ChangeEmailInput } from '@plateau/shared/schemas/account-security';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '../api';
import { accountKeys } from '../query-keys';

/** The member's sessions ('Appareils connectés'), this device first. */
export function useDeviceSessions() {
  return useQuery({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => accountApi.sessions(signal).then((answer) => answer.sessions),
  });
}

/** Ends one other device's session, or all the others'. */
export function useRevokeSessions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
  return {
    one: useMutation({ mutationFn: (id: string) => accountApi.revokeSession(id), onSettled: refresh }),
    others: useMutation({ mutationFn: () => accountApi.revokeOtherSessions(), onSettled: refresh }),
  };
}

/** Changes the password: the other devices are signed out (their list is read again). */
export function useChangeOwnPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      accountApi.changePassword(input.currentPassword, input.newPassword),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

/** Asks for a new address: the link goes there, the switch happens when it is opened. */
export function useChangeEmail() {
  return useMutation({ mutationFn: (input: ChangeEmailInput) => accountApi.changeEmail(input) });
}

/** Whether two-factor sign-in is on. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: accountKeys.twoFactor(),
    queryFn: ({ signal }) => accountApi.twoFactorStatus(signal).then((answer) => answer.enabled),
  });
}

/** The set-up (password → secret and recovery codes), its confirmation by a code, and the removal. */
export function useTwoFactorChanges() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor() }),
      queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
    ]);
  return {
    enable: useMutation({ mutationFn: (password: string) => accountApi.enableTwoFactor(password) }),
    confirm: useMutation({
      mutationFn: (code: string) => accountApi.confirmTwoFactor(code),
      onSuccess: refresh,
    }),
    disable: useMutation({
      mutationFn: (password: string) => accountApi.disableTwoFactor(password),
      onSuccess: refresh,
    }),
  };
}
