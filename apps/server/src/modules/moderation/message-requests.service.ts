import type { ConversationBox, MessagePolicy } from '@plateau/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { messageRequests, messages, users } from '../../db/schema';
import { selectRows } from '../../lib/raw-query';
import { noBlockBetween } from './blocks.service';

/** The member's 'Qui peut m'écrire'. */
export async function findMessagePolicy(db: Db | Tx, userId: string): Promise<MessagePolicy> {
  const [row] = await db
    .select({ messagePolicy: users.messagePolicy })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.messagePolicy ?? 'tout le monde';
}

export async function saveMessagePolicy(db: Db | Tx, userId: string, policy: MessagePolicy) {
  const [row] = await db
    .update(users)
    .set({ messagePolicy: policy })
    .where(eq(users.id, userId))
    .returning({ messagePolicy: users.messagePolicy });
  return row?.messagePolicy ?? policy;
}

/** What deciding whether a message is a request needs, in one statement (before the message is stored). */
export async function messageRequestFacts(tx: Tx, senderId: string, recipientId: string) {
  const [row] = await selectRows<{ policy: MessagePolicy; connected: boolean; exchanged: boolean }>(
    tx,
    sql`SELECT
      (SELECT message_policy FROM users WHERE id = ${recipientId}) AS policy,
      EXISTS (SELECT 1 FROM connections WHERE status = 'accepté'
        AND ((user_id = ${senderId} AND connected_user_id = ${recipientId})
          OR (user_id = ${recipientId} AND connected_user_id = ${senderId}))) AS connected,
      (EXISTS (SELECT 1 FROM messages WHERE sender_id = ${senderId} AND receiver_id = ${recipientId})
        OR EXISTS (SELECT 1 FROM messages WHERE sender_id = ${recipientId} AND receiver_id = ${senderId})) AS exchanged`,
  );
  return {
    recipientPolicy: row?.policy ?? 'tout le monde',
    connected: row?.connected ?? false,
    haveExchanged: row?.exchanged ?? false,
  };
}

/** The request from `senderId` to `recipientId`, locked in a write. */
export async function findMessageRequest(db: Db | Tx, recipientId: string, senderId: string, lock = false) {
  const query = db
    .select()
    .from(messageRequests)
    .where(and(eq(messageRequests.recipientId, recipientId), eq(messageRequests.senderId, senderId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertMessageRequest(tx: Tx, recipientId: string, senderId: string) {
  await tx
    .insert(messageRequests)
    .values({ recipientId, senderId, status: 'en attente' })
    .onConflictDoNothing();
}

export async function setMessageRequestStatus(
  tx: Tx,
  recipientId: string,
  senderId: string,
  status: 'en attente' | 'acceptée' | 'supprimée',
) {
  await tx
    .update(messageRequests)
    .set({
      status,
      updatedAt: new Date(),
      ...(status === 'supprimée' ? { clearedAt: sql`now()` } : {}),
    })
    .where(and(eq(messageRequests.recipientId, recipientId), eq(messageRequests.senderId, senderId)));
}

/** Marks read what the sender of a deleted request wrote (it no longer counts as unread anywhere). */
export async function readRequestMessages(tx: Tx, recipientId: string, senderId: string) {
  await tx
    .update(messages)
    .set({ read: true })
    .where(
      and(eq(messages.receiverId, recipientId), eq(messages.senderId, senderId), eq(messages.read, false)),
    );
}

/**
 * The box a conversation of `meId` with `other` (an SQL expression of the other member's id) belongs to:
 * 'principal' unless it is a request to `meId` not accepted yet (or deleted), 'demandes' for a pending request.
 * One probe of the primary key (recipient, sender).
 */
export function inConversationBox(meId: unknown, other: SQL, box: ConversationBox): SQL {
  switch (box) {
    case 'principal':
      return sql`NOT EXISTS (SELECT 1 FROM message_requests mr
        WHERE mr.recipient_id = ${meId} AND mr.sender_id = ${other} AND mr.status <> 'acceptée')`;
    case 'demandes':
      return sql`EXISTS (SELECT 1 FROM message_requests mr
        WHERE mr.recipient_id = ${meId} AND mr.sender_id = ${other} AND mr.status = 'en attente')`;
  }
}

/** The messages the member still sees in a conversation: those after a deleted request's clearing, if any. */
export function visibleToRecipient(meId: unknown, otherId: unknown, createdAt: SQL): SQL {
  return sql`${createdAt} > coalesce((SELECT mr.cleared_at FROM message_requests mr
    WHERE mr.recipient_id = ${meId} AND mr.sender_id = ${otherId}), '-infinity'::timestamptz)`;
}

/** Whether the conversation of `recipientId` with `senderId` is a request waiting in 'Demandes'. */
export async function isPendingMessageRequest(
  db: Db | Tx,
  recipientId: string,
  senderId: string,
): Promise<boolean> {
  const row = await findMessageRequest(db, recipientId, senderId);
  return row?.status === 'en attente';
}

/** The requests waiting in the member's 'Demandes' (the tab's count), blocked and deleted senders left out. */
export async function countPendingMessageRequests(db: Db | Tx, meId: string): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM message_requests mr
      JOIN users u ON u.id = mr.sender_id AND u.deleted_at IS NULL
      WHERE mr.recipient_id = ${meId} AND mr.status = 'en attente' AND ${noBlockBetween(meId, sql`mr.sender_id`)}`,
  );
  return row?.count ?? 0;
}
