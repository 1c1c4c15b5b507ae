/** The query parameter of /login and /register naming the page to return to after signing in (`?retour=`). */
export const returnParam = 'retour';

/**
 * Visible characters only, without a backslash: browsers strip control characters and spaces from an
 * address and read a backslash as '/', so '/' + '\\evil.example' or '/\t/evil.example' lead to another site.
 */
const safeCharacters = /^[!-[\]-~\u00a0-\uffff]*$/;

/**
 * The page to return to after signing in, if `value` is a path of this site ('/messages/abc?x=1'); null for
 * anything else: another site ('https://…', '//…', '/\\…'), another scheme ('javascript:…'), a relative path,
 * or the sign-in pages themselves (no loop).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/') || value.startsWith('//')) return null;
  if (!safeCharacters.test(value)) return null;
  const pathname = value.split(/[?#]/, 1)[0];
  if (pathname === '/login' || pathname === '/register') return null;
  return value;
}
