import { fill, messagingMessages as m, messageRateLimit, notificationTexts } from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import type { Tx } from '../../db/client';
import type { CommandEvents } from '../../lib/command';
import { notFound, tooManyRequests } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import { requireNoBlock, routeMessage } from '../moderation';
import { notify, readAllNotifications } from '../notifications';
import { messageCreated, messagesRead } from './messages.events';
import { canSendMessage } from './messages.policy';
import { findMember, insertMessage, markConversationRead } from './messages.service';
import { insertAttachment, type NewAttachment } from './team.service';

/**
 * Sends a message: counts it against the member's limit (in the database, so it holds across instances;
 * a refused or failed send rolls back and does not count), stores it and the receiver's notification.
 */
export async function sendMessage(
  tx: Tx,
  events: CommandEvents,
  input: { actor: Actor; recipientId: string; content: string; attachment?: NewAttachment },
) {
  const { actor } = input;
  if (!(await consumeRateLimit(tx, `message-send:${actor.id}`, messageRateLimit))) {
    throw tooManyRequests(m.tooManyMessages, Math.ceil(messageRateLimit.windowMs / 1000));
  }
  const recipient = await findMember(tx, input.recipientId);
  if (!recipient || !canSendMessage(actor, recipient)) throw notFound(m.recipientNotFound);
  // Blocked either way: as if the recipient did not exist (issue 31).
  await requireNoBlock(tx, actor.id, recipient.id, () => notFound(m.recipientNotFound));
  const { isRequest } = await routeMessage(tx, events, { senderId: actor.id, recipientId: recipient.id });
  const message = await insertMessage(tx, {
    senderId: actor.id,
    receiverId: recipient.id,
    content: input.content,
  });
  if (input.attachment) {
    Object.assign(message, await insertAttachment(tx, { ...input.attachment, messageId: message.id }));
  }
  messageCreated(events, message);
  // A message request brings no notification (nor e-mail): it waits in 'Demandes'.
  if (isRequest) return message;
  await notify(tx, events, {
    userId: recipient.id,
    type: 'message',
    kind: 'message',
    content: fill(notificationTexts.message, { name: actor.fullName }),
    relatedId: actor.id,
    actor,
  });
  return message;
}

/** Marks read what the other member sent, and this conversation's message notifications. */
export async function readConversation(
  tx: Tx,
  events: CommandEvents,
  input: { readerId: string; otherId: string },
): Promise<number> {
  const updated = await markConversationRead(tx, input.readerId, input.otherId);
  if (updated > 0) messagesRead(events, input.readerId, input.otherId);
  await readAllNotifications(tx, events, {
    userId: input.readerId,
    about: { type: 'message', relatedId: input.otherId },
  });
  return updated;
}
