import { readFileSync } from 'node:fs';
import { isPasswordLikeIdentity, messages } from '@plateau/shared';
import { AppError } from '../lib/errors';

const m = messages.auth;
// Beside this file in src, beside main.mjs in the bundle (scripts/build-server.mjs copies it).
const listUrl = new URL('./common-passwords/common-passwords.txt', import.meta.url);
let commonPasswords: Set<string> | null = null;

/** The shipped list of common passwords (OWASP ASVS 6.2), read once on first use. */
function loadCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(readFileSync(listUrl, 'utf8').split('\n').filter(Boolean));
  return commonPasswords;
}

/** True when the password is in the list of the most common passwords, whatever its case. */
export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.toLowerCase());
}

/**
 * Refuses a new password beyond its length (checked by the shared schemas), with a French 400 on the
 * field: one of the most common passwords, or the member's own e-mail address or name.
 */
export function assertAcceptableNewPassword(
  password: string,
  member: { email: string; name: string },
  field: 'password' | 'newPassword',
): void {
  const problem = isPasswordLikeIdentity(password, member)
    ? m.passwordLikeIdentity
    : isCommonPassword(password)
      ? m.passwordTooCommon
      : null;
  if (problem) throw new AppError(400, 'validation', problem, { [field]: problem });
}
