import { signInAnswerSchema } from '../schemas/account-security';
import { noContentSchema, unreadAnswerSchema } from '../schemas/answers';
import {
  changePasswordSchema,
  confirmEmailSchema,
  loginSchema,
  meResponseSchema,
  passwordResetRequestSchema,
  registerSchema,
  resetPasswordSchema,
  resetTokenParamsSchema,
  resetTokenStatusSchema,
} from '../schemas/auth';
import { endpoint } from './endpoint';

/** Sign-in, registration, passwords and the current member (spec 1 §3, §8). */
export const authEndpoints = {
  me: endpoint({ method: 'GET', path: '/api/me', response: meResponseSchema }),
  signIn: endpoint({
    method: 'POST',
    path: '/api/auth/sign-in/email',
    body: loginSchema,
    response: signInAnswerSchema,
  }),
  signUp: endpoint({
    method: 'POST',
    path: '/api/auth/sign-up/email',
    body: registerSchema,
    response: unreadAnswerSchema,
  }),
  signOut: endpoint({ method: 'POST', path: '/api/auth/sign-out', response: unreadAnswerSchema }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/auth/request-password-reset',
    body: passwordResetRequestSchema,
    response: unreadAnswerSchema,
  }),
  resetTokenStatus: endpoint({
    method: 'GET',
    path: '/api/password-reset/:token',
    params: resetTokenParamsSchema,
    response: resetTokenStatusSchema,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    body: resetPasswordSchema,
    response: unreadAnswerSchema,
  }),
  /** Mails a new confirmation link to the signed-in member (rate-limited). */
  resendConfirmation: endpoint({
    method: 'POST',
    path: '/api/auth/send-verification-email',
    status: 204,
    response: noContentSchema,
  }),
  /** The landing page of the confirmation link posts its token back. */
  confirmEmail: endpoint({
    method: 'POST',
    path: '/api/auth/verify-email',
    body: confirmEmailSchema,
    response: meResponseSchema,
  }),
  /**
   * Reactivates an account deleted less than 30 days ago with its address and password, and signs in
   * (issue 29); refused in French after the grace period or with a wrong password.
   */
  reactivate: endpoint({
    method: 'POST',
    path: '/api/auth/reactivate',
    body: loginSchema,
    response: unreadAnswerSchema,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/auth/change-password',
    body: changePasswordSchema,
    response: unreadAnswerSchema,
  }),
};
