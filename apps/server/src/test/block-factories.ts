import type { Db } from '../db/client';
import { blocks, messageRequests, messages } from '../db/schema';

/** `blockerId` blocks `blockedId`. */
export async function buildBlock(db: Db, blockerId: string, blockedId: string) {
  const [row] = await db.insert(blocks).values({ blockerId, blockedId }).returning();
  if (!row) throw new Error('insertion du blocage impossible');
  return row;
}

/** A pending message request: `senderId`'s first message to `recipientId`, waiting in their 'Demandes'. */
export async function buildMessageRequest(
  db: Db,
  recipientId: string,
  senderId: string,
  content = 'Bonjour, je ne suis pas encore dans vos connexions.',
) {
  await db.insert(messages).values({ senderId, receiverId: recipientId, content });
  const [row] = await db
    .insert(messageRequests)
    .values({ recipientId, senderId, status: 'en attente' })
    .returning();
  if (!row) throw new Error('insertion de la demande de message impossible');
  return row;
}
