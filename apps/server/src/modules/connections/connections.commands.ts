import {
  type ConnectionAnswer,
  connectionRequestLimit,
  fill,
  networkMessages as m,
  notificationTexts,
} from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import type { Tx } from '../../db/client';
import type { CommandEvents } from '../../lib/command';
import { conflict, forbidden, notFound, tooManyRequests } from '../../lib/errors';
import { findActiveMember } from '../../lib/members';
import { consumeRateLimit } from '../../lib/rate-limit';
import { requireNoBlock } from '../moderation';
import { notify, readAllNotifications, withdrawNotifications } from '../notifications';
import { connectionChanged } from './connections.events';
import {
  canAnswerConnection,
  canDeleteConnection,
  canRequestConnection,
  canSeeConnection,
} from './connections.policy';
import {
  answerRequest,
  deleteConnection,
  findConnection,
  findConnectionBetween,
  savePendingRequest,
} from './connections.service';

/**
 * Asks a member to connect (or asks again after a refusal) and notifies them. A request counts against the
 * pair's limit (3 in 7 days, in the database; a refused one rolls back and does not count).
 */
export async function requestConnection(
  tx: Tx,
  events: CommandEvents,
  input: { actor: Actor; recipientId: string },
) {
  const { actor, recipientId } = input;
  if (!(await findActiveMember(tx, recipientId))) throw notFound(m.userNotFound);
  // Blocked either way: as if the member did not exist (issue 31).
  await requireNoBlock(tx, actor.id, recipientId, () => notFound(m.userNotFound));
  const existing = await findConnectionBetween(tx, actor.id, recipientId, true);
  if (!canRequestConnection(actor, { recipientId, existing })) throw conflict(m.alreadyExists);
  if (
    !(await consumeRateLimit(tx, `connection-request:${actor.id}:${recipientId}`, connectionRequestLimit))
  ) {
    throw tooManyRequests(m.tooManyRequestsToMember, Math.ceil(connectionRequestLimit.windowMs / 1000));
  }
  const connection = await savePendingRequest(tx, actor.id, recipientId, existing);
  if (!connection) throw conflict(m.alreadyExists);
  connectionChanged(events, connection);
  await notify(tx, events, {
    userId: recipientId,
    type: 'connection',
    kind: 'connectionRequest',
    content: fill(notificationTexts.connectionRequest, { name: actor.fullName }),
    relatedId: actor.id,
    actor,
  });
  return connection;
}

/**
 * The recipient accepts or refuses a pending request: the request's notification is read, the requester
 * is notified of an acceptance.
 */
export async function answerConnection(
  tx: Tx,
  events: CommandEvents,
  input: { actor: Actor; id: string; status: ConnectionAnswer['status'] },
) {
  const { actor, id, status } = input;
  const row = await findConnection(tx, id, true);
  if (!row || !canSeeConnection(actor, row)) throw notFound(m.connectionNotFound);
  if (!canAnswerConnection(actor, row)) throw forbidden(m.onlyRecipientAnswers);
  const connection = await answerRequest(tx, row.id, status);
  if (!connection) throw conflict(m.notPending);
  connectionChanged(events, connection);
  await readAllNotifications(tx, events, {
    userId: actor.id,
    about: { type: 'connection', relatedId: connection.userId },
  });
  if (status === 'accepté') {
    await notify(tx, events, {
      userId: connection.userId,
      type: 'connection',
      kind: 'connectionAccepted',
      content: fill(notificationTexts.connectionAccepted, { name: actor.fullName }),
      relatedId: actor.id,
      actor,
    });
  }
  return connection;
}

/** Removes an accepted connection, or cancels a request sent (its unread notification is withdrawn). */
export async function removeConnection(tx: Tx, events: CommandEvents, input: { actor: Actor; id: string }) {
  const row = await findConnection(tx, input.id, true);
  if (!row || !canSeeConnection(input.actor, row)) throw notFound(m.connectionNotFound);
  if (!canDeleteConnection(input.actor, row)) throw forbidden(m.onlyRequesterCancels);
  if (!(await deleteConnection(tx, row.id))) throw notFound(m.connectionNotFound);
  connectionChanged(events, row);
  if (row.status === 'en attente') {
    await withdrawNotifications(tx, events, {
      userId: row.connectedUserId,
      about: { type: 'connection', relatedId: row.userId },
    });
  }
}
