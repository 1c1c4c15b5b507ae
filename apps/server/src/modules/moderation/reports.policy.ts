import type { Actor } from '../../auth/actor';

/** Reporting a content (issue 31): anyone, visitors included, but never one's own content. */
export function canReport(actor: Actor | null, content: { ownerId: string }): boolean {
  return actor === null || actor.id !== content.ownerId;
}

/**
 * Deciding an item of the queue: an administrator; a contest goes to another administrator than the one who
 * took the decision contested, unless they are the only one.
 */
export function canDecide(
  actor: Actor | null,
  item: { contestedDecisionBy: string | null; isAppeal: boolean; adminCount: number },
): boolean {
  if (actor?.role !== 'admin') return false;
  if (!item.isAppeal || item.adminCount <= 1) return true;
  return item.contestedDecisionBy !== actor.id;
}

/** Why a contest is refused, or null: the member concerned, once, a decision that restricted something. */
export function contestRefusal(
  actor: { id: string },
  decision: { ownerId: string | null; action: string; contestedAt: Date | null; appealOf: string | null },
): 'notFound' | 'alreadyContested' | 'notContestable' | null {
  if (decision.ownerId !== actor.id) return 'notFound';
  if (decision.contestedAt) return 'alreadyContested';
  if (decision.appealOf || decision.action === 'none') return 'notContestable';
  return null;
}

export function decisionAbilities(
  actor: { id: string },
  decision: { ownerId: string | null; action: string; contestedAt: Date | null; appealOf: string | null },
) {
  return { contest: contestRefusal(actor, decision) === null };
}
