import { endpoints } from '@plateau/shared/api/index';
import type { RegisterInput } from '@plateau/shared/schemas/auth';
import { api } from '@/lib/api';

/** Spec 1, section 9: the profile query gives up after 10 s. */
export const meTimeoutMs = 10_000;

const e = endpoints.auth;

/** The authentication endpoints of the server. */
export const authApi = {
  me: (signal?: AbortSignal) => api.call(e.me, { signal, timeoutMs: meTimeoutMs }),
  signIn: (body: { email: string; password: string }) => api.call(e.signIn, { body }),
  signUp: (body: RegisterInput) => api.call(e.signUp, { body }),
  signOut: (timeoutMs?: number) => api.call(e.signOut, { timeoutMs }),
  requestPasswordReset: (email: string) =>
    api.call(e.requestPasswordReset, { body: { email, redirectTo: '/update-password' } }),
  checkResetToken: (token: string) => api.call(e.resetTokenStatus, { params: { token } }),
  resetPassword: (token: string, newPassword: string) =>
    api.call(e.resetPassword, { body: { token, newPassword } }),
  changePassword: (currentPassword: string, newPassword: string) =>
    api.call(e.changePassword, { body: { currentPassword, newPassword, revokeOtherSessions: true } }),
};
