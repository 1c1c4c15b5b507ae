import { authLogMessages, authMessages } from '@plateau/shared/messages/auth.fr';
import type { CurrentUser, LoginInput } from '@plateau/shared/schemas/auth';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toaster';
import { authApi } from '../api';
import { MissingUserError } from '../auth-errors';
import { authLog, errorDetails } from '../auth-log';
import { refreshMe } from '../me-query';

/** What a sign-in gives: the member, or the second step (a code) when two-factor sign-in is on. */
export type SignInResult = { twoFactorRequired: true } | { twoFactorRequired: false; user: CurrentUser };

/** After the last step of a sign-in: reloads the member. */
async function signedIn(queryClient: QueryClient): Promise<SignInResult> {
  const me = await refreshMe(queryClient);
  if (!me.user) throw new MissingUserError(authMessages.profileLoadFailed);
  return { twoFactorRequired: false, user: me.user };
}

function announce(result: SignInResult) {
  if (result.twoFactorRequired) return;
  authLog.info(authLogMessages.signInSucceeded, { userId: result.user.id });
  toast.success(authMessages.loginSuccess);
}

/** POST /api/auth/sign-in/email, then reloads the member (unless a code is asked first). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput): Promise<SignInResult> => {
      authLog.info(authLogMessages.signInStarted, { email: input.email });
      const answer = await authApi.signIn(input);
      if (answer.twoFactorRequired) return { twoFactorRequired: true };
      return signedIn(queryClient);
    },
    onSuccess: announce,
    onError: (error) => {
      // No toast: the form shows the failure once, with its reason (LoginForm), so a failed attempt
      // never lingers next to the next attempt's 'Connexion réussie!'.
      authLog.error(authLogMessages.signInFailed, errorDetails(error));
    },
  });
}

/** The second step: a code of the authenticator app, or a recovery code; then reloads the member. */
export function useSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { code: string; recovery: boolean }) => {
      if (input.recovery) await authApi.verifyRecoveryCode(input.code);
      else await authApi.verifyTotp(input.code);
      return signedIn(queryClient);
    },
    onSuccess: announce,
    onError: (error) => authLog.error(authLogMessages.signInFailed, errorDetails(error)),
  });
}
