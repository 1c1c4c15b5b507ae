import { type ErrorCode, messages } from '@plateau/shared';

const m = messages.auth;
const am = messages.account;

type Translated = { status: number; code: ErrorCode; message: string };

/** Turns better-auth's English error codes into the API's French errors. */
export function translateAuthError(status: number, code: string | undefined): Translated {
  if (status === 429 && code !== 'ACCOUNT_TEMPORARILY_LOCKED')
    return { status, code: 'too_many_requests', message: messages.api.tooManyRequests };
  switch (code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_EMAIL':
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
    // The session hook refuses deleted accounts: they answer like unknown ones.
    case 'FAILED_TO_CREATE_SESSION':
      return { status: 401, code: 'invalid_credentials', message: m.invalidCredentials };
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return { status: 409, code: 'email_taken', message: m.emailAlreadyUsed };
    case 'INVALID_TOKEN':
      return { status: 400, code: 'invalid_token', message: m.sessionExpired };
    case 'INVALID_PASSWORD':
      return { status: 400, code: 'invalid_password', message: m.currentPasswordWrong };
    case 'PASSWORD_TOO_SHORT':
      return { status: 400, code: 'validation', message: m.passwordTooShort };
    case 'INVALID_ORIGIN':
    case 'MISSING_OR_NULL_ORIGIN':
      return { status: 403, code: 'forbidden', message: messages.api.originRefused };
    // Two-factor sign-in (better-auth's twoFactor plugin).
    case 'INVALID_CODE':
    case 'OTP_HAS_EXPIRED':
      return { status: 400, code: 'invalid_code', message: am.codeInvalid };
    case 'INVALID_BACKUP_CODE':
      return { status: 400, code: 'invalid_code', message: am.recoveryCodeInvalid };
    case 'INVALID_TWO_FACTOR_COOKIE':
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return { status: 400, code: 'invalid_token', message: am.twoFactorChallengeExpired };
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return { status: 429, code: 'too_many_requests', message: am.twoFactorLocked };
    case 'TOTP_ALREADY_ENABLED':
      return { status: 409, code: 'conflict', message: am.twoFactorAlreadyOn };
    case 'TOTP_NOT_ENABLED':
    case 'BACKUP_CODES_NOT_ENABLED':
    case 'TWO_FACTOR_NOT_ENABLED':
      return { status: 409, code: 'conflict', message: am.twoFactorNotStarted };
    case 'BANNED_USER':
      return { status: 403, code: 'forbidden', message: m.accountSuspended };
    default:
      if (status === 401) return { status, code: 'unauthorized', message: messages.api.unauthorized };
      if (status === 403) return { status, code: 'forbidden', message: messages.api.forbidden };
      if (status >= 500) return { status: 500, code: 'internal', message: messages.common.unexpected };
      return { status, code: 'validation', message: messages.common.unexpected };
  }
}
