import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearSession } from '@/features/auth';
import { accountApi } from '../api';

/** Deletes the account (password confirmed); the session ends with it. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => accountApi.deleteAccount(password),
    onSuccess: () => clearSession(queryClient),
  });
}
