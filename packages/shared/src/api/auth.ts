import { z } from 'zod';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  meResponseSchema,
  registerSchema,
  resetPasswordSchema,
  resetTokenStatusSchema,
} from '../schemas/auth';
import { endpoint, unreadAnswerSchema } from './endpoint';

/** The reset link's token, checked before the new-password form shows. */
export const resetTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** The forgotten-password request also names the page the e-mail's link opens. */
export const passwordResetRequestSchema = forgotPasswordSchema.extend({
  redirectTo: z.string().max(200).optional(),
});

/** Sign-in, registration, passwords and the current member (spec 1 §3, §8). */
export const authEndpoints = {
  me: endpoint({ method: 'GET', path: '/api/me', response: meResponseSchema }),
  signIn: endpoint({
    method: 'POST',
    path: '/api/auth/sign-in/email',
    body: loginSchema,
    response: unreadAnswerSchema,
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
  changePassword: endpoint({
    method: 'POST',
    path: '/api/auth/change-password',
    body: changePasswordSchema,
    response: unreadAnswerSchema,
  }),
};
