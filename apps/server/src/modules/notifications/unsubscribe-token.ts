import { createHmac, timingSafeEqual } from 'node:crypto';
import { isId, type UnsubscribeScope, unsubscribeScopes } from '@plateau/shared';

/**
 * One-click unsubscribe tokens (RFC 8058): `<member id>.<scope>.<signature>`, the signature an HMAC-SHA256
 * of both under the server's secret (AUTH_SECRET). Signed per member and scope, so a link turns off only
 * what its e-mail was about, for its recipient; no expiry, as mail providers may post it days later.
 */
export function unsubscribeToken(secret: string, userId: string, scope: UnsubscribeScope): string {
  return `${userId}.${scope}.${signature(secret, userId, scope)}`;
}

function signature(secret: string, userId: string, scope: UnsubscribeScope): string {
  return createHmac('sha256', secret).update(`plateau-unsubscribe:${userId}:${scope}`).digest('base64url');
}

/** The member and scope of a token whose signature holds; null for anything else (tampered, cut short). */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; scope: UnsubscribeScope } | null {
  const [userId, scope, given, ...rest] = token.split('.');
  if (!userId || !scope || !given || rest.length > 0 || !isId(userId)) return null;
  const known = unsubscribeScopes.find((value) => value === scope);
  if (!known) return null;
  const expected = Buffer.from(signature(secret, userId, known));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId, scope: known };
}
