import type { ConnectionFacts } from '@plateau/shared';
import type { Actor } from '../../auth/session';

/** True when the member is the requester or the recipient. */
export const isParty = (actor: Pick<Actor, 'id'>, row: ConnectionFacts) =>
  row.userId === actor.id || row.connectedUserId === actor.id;

/** A new request is refused while the pair has a connection that is not refused (spec 1 §5). */
export const blocksNewRequest = (row: ConnectionFacts | null) => row !== null && row.status !== 'refusé';

/** Only the recipient answers a request. */
export const canAnswer = (actor: Pick<Actor, 'id'>, row: ConnectionFacts) => row.connectedUserId === actor.id;

/** Either side removes an accepted connection; only the requester cancels a pending or refused one. */
export const canDelete = (actor: Pick<Actor, 'id'>, row: ConnectionFacts) =>
  row.status === 'accepté' ? isParty(actor, row) : row.userId === actor.id;
