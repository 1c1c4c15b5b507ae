import type { Actor } from '../../auth/actor';

/** What the administration knows about the member an action targets. */
export type MemberFacts = { id: string; role: 'user' | 'admin'; adminCount: number };

/**
 * Demoting, suspending or deleting a member (spec 2 §6): an administrator, never on their own account, and
 * never the last administrator. Returns the refusal, or null when allowed.
 */
export function refusalToActOn(actor: Actor, target: MemberFacts): 'notYourself' | 'lastAdmin' | null {
  if (actor.id === target.id) return 'notYourself';
  if (target.role === 'admin' && target.adminCount <= 1) return 'lastAdmin';
  return null;
}
