import type { MeResponse, RegisterInput } from '@plateau/shared/schemas/auth';
import { api } from '../../lib/api';

/** Spec 1, section 9: the profile query gives up after 10 s. */
export const meTimeoutMs = 10_000;

/** The authentication endpoints of the server. */
export const authApi = {
  me: (signal?: AbortSignal) => api.get<MeResponse>('/api/me', { signal, timeoutMs: meTimeoutMs }),
  signIn: (input: { email: string; password: string }) => api.post<unknown>('/api/auth/sign-in/email', input),
  signUp: (input: RegisterInput) => api.post<unknown>('/api/auth/sign-up/email', input),
  signOut: (timeoutMs?: number) => api.post<unknown>('/api/auth/sign-out', {}, { timeoutMs }),
  requestPasswordReset: (email: string) =>
    api.post<unknown>('/api/auth/request-password-reset', { email, redirectTo: '/update-password' }),
  checkResetToken: (token: string) =>
    api.get<{ valid: boolean }>(`/api/password-reset/${encodeURIComponent(token)}`),
  resetPassword: (token: string, newPassword: string) =>
    api.post<unknown>('/api/auth/reset-password', { token, newPassword }),
  changePassword: (currentPassword: string, newPassword: string) =>
    api.post<unknown>('/api/auth/change-password', {
      currentPassword,
      newPassword,
      revokeOtherSessions: true,
    }),
};
