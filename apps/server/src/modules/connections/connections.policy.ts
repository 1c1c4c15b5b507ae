import type { ConnectionFacts } from '@plateau/shared';
import type { Actor } from '../../auth/actor';

/** The requester or the recipient sees the connection; to anyone else it does not exist (404). */
export function canSeeConnection(actor: Actor | null, connection: ConnectionFacts): boolean {
  return actor !== null && (connection.userId === actor.id || connection.connectedUserId === actor.id);
}

/**
 * A member asks another member (never themselves) while the pair has no connection, or only a refused
 * one (spec 1 §5).
 */
export function canRequestConnection(
  actor: Actor | null,
  facts: { recipientId: string; existing: ConnectionFacts | null },
): boolean {
  if (actor === null || facts.recipientId === actor.id) return false;
  return facts.existing === null || facts.existing.status === 'refusé';
}

/** Only the recipient answers a request. */
export function canAnswerConnection(actor: Actor | null, connection: ConnectionFacts): boolean {
  return actor !== null && connection.connectedUserId === actor.id;
}

/** Either side removes an accepted connection; only the requester cancels a pending or refused one. */
export function canDeleteConnection(actor: Actor | null, connection: ConnectionFacts): boolean {
  if (actor === null) return false;
  return connection.status === 'accepté'
    ? canSeeConnection(actor, connection)
    : connection.userId === actor.id;
}

/** What the member may do with a connection, as the web shows it. */
export function connectionAbilities(actor: Actor | null, connection: ConnectionFacts) {
  return {
    answer: canAnswerConnection(actor, connection) && connection.status === 'en attente',
    delete: canDeleteConnection(actor, connection),
  };
}
