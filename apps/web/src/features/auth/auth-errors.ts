import { authMessages } from '@plateau/shared/messages/auth.fr';
import { ApiRequestError, isNetworkError } from '@/lib/api';

const m = authMessages;

/** The server accepted the credentials but GET /api/me returned no member. */
export class MissingUserError extends Error {
  override readonly name = 'MissingUserError';
}

/** Spec 1, section 8: login page messages. */
export function loginErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return m.networkProblem;
  if (error instanceof MissingUserError) return m.profileLoadFailed;
  if (error instanceof ApiRequestError) {
    if (error.code === 'invalid_credentials') return m.invalidCredentials;
    return error.message || m.loginErrorGeneric;
  }
  return m.loginErrorUnexpected;
}

/** Spec 1, section 8: register page messages. */
export function registerErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return m.networkProblem;
  if (error instanceof MissingUserError) return m.registerNoUser;
  if (error instanceof ApiRequestError) {
    if (error.code === 'email_taken') return m.emailAlreadyUsed;
    return error.message || m.registerErrorGeneric;
  }
  return m.registerErrorUnexpected;
}

/** Spec 1, section 8: reset request messages (the server never reveals whether an account exists). */
export function resetRequestErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return m.networkProblem;
  if (error instanceof ApiRequestError && error.code === 'too_many_requests') return error.message;
  return m.resetSendError;
}

/** Spec 1, section 8: password update messages (reset with a link or change while signed in). */
export function passwordUpdateErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return m.networkProblem;
  if (error instanceof ApiRequestError) {
    switch (error.code) {
      case 'invalid_token':
        return m.sessionExpired;
      case 'same_password':
        return m.samePassword;
      case 'invalid_password':
        return m.currentPasswordWrong;
      case 'unauthorized':
        return m.mustBeSignedIn;
      case 'too_many_requests':
      case 'validation':
        return error.message;
      default:
        return m.updatePasswordError;
    }
  }
  return m.updatePasswordError;
}

/** The server's per-field messages, renamed to the form's field names. */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fieldNames: Readonly<Record<string, Field>>,
): Array<[Field, string]> {
  if (!(error instanceof ApiRequestError) || !error.fields) return [];
  const result: Array<[Field, string]> = [];
  for (const [serverName, message] of Object.entries(error.fields)) {
    const field = fieldNames[serverName];
    if (field) result.push([field, message]);
  }
  return result;
}
