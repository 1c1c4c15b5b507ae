import { readFileSync } from 'node:fs';
import { foldForPassword, messages, passwordContextProblem, passwordProblemMessages } from '@plateau/shared';
import { AppError } from '../lib/errors';

const m = messages.auth;
// Beside this file in src, beside main.mjs in the bundle (scripts/build-server.mjs copies the folder).
const listUrl = new URL('./common-passwords/common-passwords.txt', import.meta.url);
const wordsUrl = new URL('./common-passwords/common-words.txt', import.meta.url);
let commonPasswords: Set<string> | null = null;
let commonWords: Set<string> | null = null;

const readList = (url: URL) => new Set(readFileSync(url, 'utf8').split('\n').filter(Boolean));

/** True when the password is in the list of the most common passwords, whatever its case. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= readList(listUrl);
  return commonPasswords.has(password.toLowerCase());
}

/**
 * True when the password is a common password or word with only digits or symbols around it
 * ('soleil123', 'Chocolat2024!'): the shorter common passwords (common-words.txt) count here.
 */
export function isCommonWordWithDigits(password: string): boolean {
  const base = foldForPassword(password).replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (base.length < 4 || base === foldForPassword(password)) return false;
  commonWords ??= readList(wordsUrl);
  return commonWords.has(base) || isCommonPassword(base);
}

/**
 * Refuses a new password beyond its length (checked by the shared schemas), with a French 400 on the
 * field: one of the most common passwords (alone or with digits around it), one character repeated, or
 * built on the site's name, the member's name or e-mail address (rules/password-rules.ts).
 */
export function assertAcceptableNewPassword(
  password: string,
  member: { email: string; name: string },
  field: 'password' | 'newPassword',
): void {
  const context = passwordContextProblem(password, member);
  const problem = context
    ? passwordProblemMessages[context]
    : isCommonPassword(password) || isCommonWordWithDigits(password)
      ? m.passwordTooCommon
      : null;
  if (problem) throw new AppError(400, 'validation', problem, { [field]: problem });
}
