/**
 * Context words a password must not be built on (OWASP ASVS 6.2.11): the site's name, the member's names
 * and the e-mail's local part; and no single repeated character. Shared by the sign-up form and the server
 * (sign-up, reset, change, create-admin), which also refuses the common passwords (auth/password-policy.ts).
 */

/** The site's own name, in every password's context. */
export const siteContextWords = ['plateau'] as const;
/** Shorter parts of a name or address (Li, de) are too common inside words to refuse. */
const minContextWordLength = 3;

/** Lower case, accents removed: 'Léa' and 'LEA' are the same word. */
export function foldForPassword(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr-FR')
    .trim();
}

/** The words of a member's context: the site's name, each part of the name and of the e-mail's local part. */
export function passwordContextWords(member: { email: string; name: string }): string[] {
  const localPart = foldForPassword(member.email.split('@')[0] ?? '');
  const parts = [localPart, ...`${localPart} ${foldForPassword(member.name)}`.split(/[^\p{L}\p{N}]+/u)];
  return [...new Set([...siteContextWords, ...parts])].filter((word) => word.length >= minContextWordLength);
}

/** True when the password is the e-mail address, or contains the site's name, a name or the local part. */
export function isPasswordLikeIdentity(password: string, member: { email: string; name: string }): boolean {
  const folded = foldForPassword(password);
  if (folded.length === 0) return false;
  if (folded === foldForPassword(member.email)) return true;
  return passwordContextWords(member).some((word) => folded.includes(word));
}

/** True when the password is one character repeated ('aaaaaaaa', '11111111'). */
export function isRepeatedCharacter(password: string): boolean {
  return /^(.)\1*$/su.test(password);
}

/** What makes a new password unacceptable whatever the list of common passwords says, or null. */
export function passwordContextProblem(
  password: string,
  member: { email: string; name: string },
): 'identity' | 'repeated' | null {
  if (isRepeatedCharacter(password)) return 'repeated';
  return isPasswordLikeIdentity(password, member) ? 'identity' : null;
}
