import type { Actor } from '../../auth/session';

type MemberRow = { id: string; deletedAt: Date | null };

/** Any member may write to any other living member (spec 1 §6), never to themselves. */
export function canMessage(actor: Actor, recipient: MemberRow): boolean {
  return actor.id !== recipient.id && recipient.deletedAt === null;
}

/**
 * A conversation can be opened with another member who exists, or with a deleted account the member
 * has already exchanged with (its history stays readable). Threads are always read through the actor's
 * own id, so nobody reads a conversation they are not part of.
 */
export function canOpenConversation(actor: Actor, other: MemberRow, hasHistory: boolean): boolean {
  if (actor.id === other.id) return false;
  return other.deletedAt === null || hasHistory;
}
