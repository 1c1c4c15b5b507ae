import { userRoom } from '@plateau/shared';
import type { CommandEvents } from '../../lib/command';

/** Tells both members that a message was stored: the receiver, and the sender's tabs (its own echo). */
export function messageCreated(
  events: CommandEvents,
  message: { id: string; senderId: string; receiverId: string },
): void {
  const event = {
    type: 'message.created',
    messageId: message.id,
    senderId: message.senderId,
    receiverId: message.receiverId,
  } as const;
  events.add(userRoom(message.receiverId), event);
  events.add(userRoom(message.senderId), event);
}

/** Tells the sender their messages were read ('Vu'), and the reader's other tabs (badge). */
export function messagesRead(events: CommandEvents, readerId: string, otherUserId: string): void {
  const event = { type: 'message.read', readerId, otherUserId } as const;
  events.add(userRoom(otherUserId), event);
  events.add(userRoom(readerId), event);
}
