import type { Actor } from '../../auth/actor';

/** What the messaging rules need to know about the other member. */
export type MemberFacts = { id: string; deletedAt: Date | null };

/** Any member may write to any other living member (spec 1 §6), never to themselves. */
export function canSendMessage(actor: Actor | null, recipient: MemberFacts): boolean {
  return actor !== null && actor.id !== recipient.id && recipient.deletedAt === null;
}

/**
 * A conversation can be opened with another member who exists, or with a deleted account the member
 * has already exchanged with (its history stays readable). Threads are always read through the actor's
 * own id, so nobody reads a conversation they are not part of.
 */
export function canOpenConversation(
  actor: Actor | null,
  facts: { other: MemberFacts; hasHistory: boolean },
): boolean {
  if (actor === null || actor.id === facts.other.id) return false;
  return facts.other.deletedAt === null || facts.hasHistory;
}

/** What the member may do in a conversation, as the web shows it. */
export function conversationAbilities(actor: Actor | null, other: MemberFacts) {
  return { send: canSendMessage(actor, other) };
}
