import { endpoints } from '@plateau/shared/api/index';
import type { ChangeEmailInput } from '@plateau/shared/schemas/account-security';
import { api } from '@/lib/api';

const s = endpoints.accountSecurity;

/** Calls of the member's own account ('Paramètres du compte'). */
export const accountApi = {
  deleteAccount: (password: string) => api.call(endpoints.profile.deleteAccount, { body: { password } }),
  changePassword: (currentPassword: string, newPassword: string) =>
    api.call(endpoints.auth.changePassword, {
      body: { currentPassword, newPassword, revokeOtherSessions: true },
    }),
  changeEmail: (body: ChangeEmailInput) => api.call(s.changeEmail, { body }),
  sessions: (signal?: AbortSignal) => api.call(s.sessions, { signal }),
  revokeSession: (id: string) => api.call(s.revokeSession, { params: { id } }),
  revokeOtherSessions: () => api.call(s.revokeOtherSessions, {}),
  twoFactorStatus: (signal?: AbortSignal) => api.call(s.twoFactorStatus, { signal }),
  enableTwoFactor: (password: string) => api.call(s.enableTwoFactor, { body: { password } }),
  confirmTwoFactor: (code: string) => api.call(s.verifyTotp, { body: { code } }),
  disableTwoFactor: (password: string) => api.call(s.disableTwoFactor, { body: { password } }),
};
