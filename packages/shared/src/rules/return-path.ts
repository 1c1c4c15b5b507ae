/** The query parameter of /login and /register naming the page to return to after signing in (`?retour=`). */
export const returnParam = 'retour';

const probeOrigin = 'https://plateau.invalid';

/**
 * The page to return to after signing in, if `value` is a path of this site ('/messages/abc?x=1'); null for
 * anything else: another site ('https://…', '//…', '/\\…'), another scheme ('javascript:…'), a relative path,
 * or the sign-in pages themselves (no loop).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  if (url.pathname === '/login' || url.pathname === '/register') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
