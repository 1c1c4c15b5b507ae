import { endpoints } from '@plateau/shared/api/index';
import type { RegisterInput } from '@plateau/shared/schemas/auth';
import { api } from '@/lib/api';
import { sessionApi } from './session-api';

const e = endpoints.auth;

/** The authentication endpoints of the server. */
export const authApi = {
  me: sessionApi.me,
  signIn: (body: { email: string; password: string }) => api.call(e.signIn, { body }),
  signUp: (body: RegisterInput) => api.call(e.signUp, { body }),
  /** Reactivates an account in its 30-day grace period and signs in. */
  reactivate: (body: { email: string; password: string }) => api.call(e.reactivate, { body }),
  signOut: sessionApi.signOut,
  requestPasswordReset: (email: string) =>
    api.call(e.requestPasswordReset, { body: { email, redirectTo: '/update-password' } }),
  checkResetToken: (token: string) => api.call(e.resetTokenStatus, { params: { token } }),
  resetPassword: (token: string, newPassword: string) =>
    api.call(e.resetPassword, { body: { token, newPassword } }),
  confirmEmail: (token: string) => api.call(e.confirmEmail, { body: { token } }),
  verifyTotp: (code: string) => api.call(endpoints.accountSecurity.verifyTotp, { body: { code } }),
  verifyRecoveryCode: (code: string) =>
    api.call(endpoints.accountSecurity.verifyRecoveryCode, { body: { code } }),
  changePassword: (currentPassword: string, newPassword: string) =>
    api.call(e.changePassword, { body: { currentPassword, newPassword, revokeOtherSessions: true } }),
};
