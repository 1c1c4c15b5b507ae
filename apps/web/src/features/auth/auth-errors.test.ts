import { authMessages } from '@plateau/shared/messages/auth.fr';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api';
import {
  loginErrorMessage,
  MissingUserError,
  passwordUpdateErrorMessage,
  registerErrorMessage,
  resetRequestErrorMessage,
  serverFieldErrors,
} from './auth-errors';

const m = authMessages;
const network = new ApiRequestError(0, 'network', 'network error: Failed to fetch');

describe('authentication error messages (spec 1, section 8)', () => {
  it('maps login errors', () => {
    expect(loginErrorMessage(network)).toBe(m.networkProblem);
    expect(loginErrorMessage(new ApiRequestError(401, 'invalid_credentials', 'x'))).toBe(
      m.invalidCredentials,
    );
    expect(loginErrorMessage(new ApiRequestError(429, 'too_many_requests', 'Trop de tentatives.'))).toBe(
      'Trop de tentatives.',
    );
    expect(loginErrorMessage(new ApiRequestError(403, 'forbidden', m.accountSuspended))).toBe(
      m.accountSuspended,
    );
    expect(loginErrorMessage(new ApiRequestError(400, 'validation', ''))).toBe(m.loginErrorGeneric);
    expect(loginErrorMessage(new Error('boom'))).toBe(m.loginErrorUnexpected);
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe(m.networkProblem);
  });

  it('maps register errors', () => {
    expect(registerErrorMessage(network)).toBe(m.networkProblem);
    expect(registerErrorMessage(new ApiRequestError(409, 'email_taken', 'x'))).toBe(m.emailAlreadyUsed);
    expect(registerErrorMessage(new MissingUserError('x'))).toBe(m.registerNoUser);
    expect(registerErrorMessage(new Error('boom'))).toBe(m.registerErrorUnexpected);
  });

  it('maps reset request and password update errors', () => {
    expect(resetRequestErrorMessage(new ApiRequestError(500, 'internal', 'x'))).toBe(m.resetSendError);
    expect(passwordUpdateErrorMessage(new ApiRequestError(400, 'invalid_token', 'x'))).toBe(m.sessionExpired);
    expect(passwordUpdateErrorMessage(new ApiRequestError(409, 'same_password', 'x'))).toBe(m.samePassword);
    expect(passwordUpdateErrorMessage(new ApiRequestError(400, 'invalid_password', 'x'))).toBe(
      m.currentPasswordWrong,
    );
    expect(passwordUpdateErrorMessage(new ApiRequestError(500, 'internal', 'x'))).toBe(m.updatePasswordError);
  });

  it('renames the server fields to the form fields', () => {
    const error = new ApiRequestError(400, 'validation', 'x', { newPassword: 'trop court', other: 'ignoré' });
    expect(serverFieldErrors(error, { newPassword: 'password' } as const)).toEqual([
      ['password', 'trop court'],
    ]);
    expect(serverFieldErrors(new Error('x'), { newPassword: 'password' } as const)).toEqual([]);
  });
});
