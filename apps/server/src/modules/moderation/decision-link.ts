import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { moderationDecisions } from '../../db/schema';

/**
 * The signed link of a statement of reasons (issue 31, DSA art. 17 and 20): a suspended member cannot sign
 * in, yet must read the decision and contest it. The e-mail and the sign-in refusal carry
 * `/moderation/decisions/<id>?jeton=<token>`; the token is an HMAC (the server's secret) of the decision and
 * the member concerned, so it opens that decision only, for that member, and forges no other.
 */
export function decisionToken(secret: string, decision: { id: string; ownerId: string }): string {
  return createHmac('sha256', secret)
    .update(`moderation-decision:${decision.id}:${decision.ownerId}`)
    .digest('base64url');
}

/** True when `token` is the link's token of this decision. */
export function isDecisionToken(
  secret: string,
  decision: { id: string; ownerId: string | null },
  token: string,
): boolean {
  if (!decision.ownerId) return false;
  const expected = Buffer.from(decisionToken(secret, { id: decision.id, ownerId: decision.ownerId }));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page of a decision with its signed link (a path of the web app). */
export function decisionPath(secret: string, decision: { id: string; ownerId: string }): string {
  return `/moderation/decisions/${decision.id}?jeton=${decisionToken(secret, decision)}`;
}

/** The signed link of the member's latest suspension, for the sign-in refusal; null when there is none. */
export async function suspensionDecisionPath(db: Db, secret: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: moderationDecisions.id })
    .from(moderationDecisions)
    .where(and(eq(moderationDecisions.ownerId, userId), eq(moderationDecisions.action, 'suspend')))
    .orderBy(desc(moderationDecisions.createdAt))
    .limit(1);
  return row ? decisionPath(secret, { id: row.id, ownerId: userId }) : null;
}
