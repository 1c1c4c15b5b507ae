import { userRoom } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';

/** Tells both members (the sender's other tabs too) that a message was stored; call after commit. */
export async function publishMessageCreated(
  app: FastifyInstance,
  message: { id: string; senderId: string; receiverId: string },
): Promise<void> {
  const event = {
    type: 'message.created',
    messageId: message.id,
    senderId: message.senderId,
    receiverId: message.receiverId,
  } as const;
  await Promise.all([
    app.realtime.publish(userRoom(message.receiverId), event),
    app.realtime.publish(userRoom(message.senderId), event),
  ]);
}

/** Tells the sender their messages were read ('Vu'), and the reader's other tabs (badge). */
export async function publishMessagesRead(app: FastifyInstance, readerId: string, otherUserId: string) {
  const event = { type: 'message.read', readerId, otherUserId } as const;
  await Promise.all([
    app.realtime.publish(userRoom(otherUserId), event),
    app.realtime.publish(userRoom(readerId), event),
  ]);
}
