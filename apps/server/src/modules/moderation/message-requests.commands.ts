import { blockMessages as m } from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import type { Tx } from '../../db/client';
import type { CommandEvents } from '../../lib/command';
import { notFound } from '../../lib/errors';
import { messageRequestChanged } from './blocks.events';
import { isMessageRequest } from './blocks.policy';
import { isBlockBetween } from './blocks.service';
import {
  findMessageRequest,
  insertMessageRequest,
  messageRequestFacts,
  readRequestMessages,
  setMessageRequestStatus,
} from './message-requests.service';

/**
 * Called by the messages area when `senderId` writes to `recipientId`, before the message is stored: opens a
 * request (or reopens a deleted one) when the recipient only accepts their connections' first messages, and
 * accepts a request the sender had received from the recipient (answering is accepting). Returns whether the
 * message lands in the recipient's 'Demandes' (then it brings no notification nor e-mail).
 */
export async function routeMessage(
  tx: Tx,
  events: CommandEvents,
  input: { senderId: string; recipientId: string },
): Promise<{ isRequest: boolean }> {
  const { senderId, recipientId } = input;
  const answered = await findMessageRequest(tx, senderId, recipientId, true);
  if (answered && answered.status !== 'acceptée') {
    await setMessageRequestStatus(tx, senderId, recipientId, 'acceptée');
    messageRequestChanged(events, senderId, recipientId);
  }
  const existing = await findMessageRequest(tx, recipientId, senderId, true);
  if (existing) {
    if (existing.status === 'supprimée')
      await setMessageRequestStatus(tx, recipientId, senderId, 'en attente');
    return { isRequest: existing.status !== 'acceptée' };
  }
  if (!isMessageRequest(await messageRequestFacts(tx, senderId, recipientId))) return { isRequest: false };
  await insertMessageRequest(tx, recipientId, senderId);
  return { isRequest: true };
}

/** The pending request of `senderId` to the actor, locked; 404 'Demande de message introuvable' otherwise. */
async function requirePendingRequest(tx: Tx, actor: Actor, senderId: string) {
  const row = await findMessageRequest(tx, actor.id, senderId, true);
  if (row?.status !== 'en attente' || (await isBlockBetween(tx, actor.id, senderId))) {
    throw notFound(m.requestNotFound);
  }
  return row;
}

/** 'Accepter': the conversation moves to the recipient's main list. */
export async function acceptMessageRequest(
  tx: Tx,
  events: CommandEvents,
  input: { actor: Actor; senderId: string },
) {
  await requirePendingRequest(tx, input.actor, input.senderId);
  await setMessageRequestStatus(tx, input.actor.id, input.senderId, 'acceptée');
  messageRequestChanged(events, input.actor.id, input.senderId);
}

/**
 * 'Supprimer': the conversation leaves the recipient's lists, its messages read; the sender still sees what
 * they wrote (they are not told), and a new message from them opens a new request.
 */
export async function deleteMessageRequest(
  tx: Tx,
  events: CommandEvents,
  input: { actor: Actor; senderId: string },
) {
  await requirePendingRequest(tx, input.actor, input.senderId);
  await setMessageRequestStatus(tx, input.actor.id, input.senderId, 'supprimée');
  await readRequestMessages(tx, input.actor.id, input.senderId);
  messageRequestChanged(events, input.actor.id, input.senderId);
}
