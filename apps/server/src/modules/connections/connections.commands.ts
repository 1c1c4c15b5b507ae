import { type ConnectionAnswer, networkMessages as m, notificationTexts } from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import type { Tx } from '../../db/client';
import type { CommandEvents } from '../../lib/command';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { findActiveMember } from '../../lib/members';
import { notify, readAllNotifications } from '../notifications';
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

/** Asks a member to connect (or asks again after a refusal) and notifies them. */
export async function requestConnection(
  tx: Tx,
  events: CommandEvents,
  input: { actor: Actor; recipientId: string },
) {
  const { actor, recipientId } = input;
  if (!(await findActiveMember(tx, recipientId))) throw notFound(m.userNotFound);
  const existing = await findConnectionBetween(tx, actor.id, recipientId, true);
  if (!canRequestConnection(actor, { recipientId, existing })) throw conflict(m.alreadyExists);
  const connection = await savePendingRequest(tx, actor.id, recipientId, existing);
  if (!connection) throw conflict(m.alreadyExists);
  connectionChanged(events, connection);
  await notify(tx, events, {
    userId: recipientId,
    type: 'connection',
    content: notificationTexts.connectionRequest(actor.fullName),
    relatedId: actor.id,
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
      content: notificationTexts.connectionAccepted(actor.fullName),
      relatedId: actor.id,
    });
  }
  return connection;
}

/** Removes an accepted connection, or cancels a request sent. */
export async function removeConnection(tx: Tx, events: CommandEvents, input: { actor: Actor; id: string }) {
  const row = await findConnection(tx, input.id, true);
  if (!row || !canSeeConnection(input.actor, row)) throw notFound(m.connectionNotFound);
  if (!canDeleteConnection(input.actor, row)) throw forbidden(m.onlyRequesterCancels);
  if (!(await deleteConnection(tx, row.id))) throw notFound(m.connectionNotFound);
  connectionChanged(events, row);
}
