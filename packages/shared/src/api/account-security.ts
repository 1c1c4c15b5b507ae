import {
  changeEmailSchema,
  deviceSessionListSchema,
  deviceSessionParamsSchema,
  doneSchema,
  recoveryCodeSchema,
  totpCodeSchema,
  twoFactorPasswordSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../schemas/account-security';
import { noContentSchema } from '../schemas/answers';
import { endpoint } from './endpoint';

/**
 * The security part of 'Paramètres du compte' (issue 29): address change, connected devices, two-factor
 * sign-in and its second step at sign-in. Under /api/auth, beside better-auth's own routes.
 */
export const accountSecurityEndpoints = {
  changeEmail: endpoint({
    method: 'POST',
    path: '/api/auth/change-email',
    body: changeEmailSchema,
    response: doneSchema,
  }),
  sessions: endpoint({ method: 'GET', path: '/api/auth/sessions', response: deviceSessionListSchema }),
  revokeSession: endpoint({
    method: 'DELETE',
    path: '/api/auth/sessions/:id',
    params: deviceSessionParamsSchema,
    status: 204,
    response: noContentSchema,
  }),
  revokeOtherSessions: endpoint({
    method: 'POST',
    path: '/api/auth/sessions/revoke-others',
    status: 204,
    response: noContentSchema,
  }),
  twoFactorStatus: endpoint({ method: 'GET', path: '/api/auth/two-factor', response: twoFactorStatusSchema }),
  enableTwoFactor: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor/enable',
    body: twoFactorPasswordSchema,
    response: twoFactorSetupSchema,
  }),
  /** Confirms the set-up (signed in) or signs in (after the password, with the two-factor cookie). */
  verifyTotp: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor/verify-totp',
    body: totpCodeSchema,
    response: doneSchema,
  }),
  verifyRecoveryCode: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor/verify-backup-code',
    body: recoveryCodeSchema,
    response: doneSchema,
  }),
  disableTwoFactor: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor/disable',
    body: twoFactorPasswordSchema,
    response: doneSchema,
  }),
};
