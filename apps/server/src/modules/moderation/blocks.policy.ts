import type { Actor } from '../../auth/actor';

/** A member blocks any other living member, never themselves (issue 31). */
export function canBlock(actor: Actor | null, target: { id: string }): boolean {
  return actor !== null && actor.id !== target.id;
}

/** Only a block the member made can be lifted, by them. */
export function canUnblock(actor: Actor | null, facts: { blocked: boolean }): boolean {
  return actor !== null && facts.blocked;
}

/**
 * THE rule every area applies (issue 31): when either member blocked the other, each is to the other as a
 * member who does not exist — no message, connection request, project membership, join request or
 * application, profile, and no place in lists (the SQL form of this rule is `noBlockBetween`).
 */
export function canInteract(facts: { blockBetween: boolean }): boolean {
  return !facts.blockBetween;
}

/** 'Qui peut m'écrire': with 'connexions', the first message of a non-connection is a request. */
export function isMessageRequest(facts: {
  recipientPolicy: 'tout le monde' | 'connexions';
  connected: boolean;
  haveExchanged: boolean;
}): boolean {
  return facts.recipientPolicy === 'connexions' && !facts.connected && !facts.haveExchanged;
}
