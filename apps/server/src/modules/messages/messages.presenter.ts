import {
  type ConversationSummary,
  type ConversationUser,
  type DirectMessage,
  memberAsSeen,
  messagePreviewLength,
} from '@plateau/shared';
import { presentAttachment } from './attachments.presenter';
import type { ConversationRow, MessageRow } from './messages.rows';

/** A member as the conversation shows them: a deleted account keeps only its id. */
export function presentConversationUser(row: {
  id: string;
  fullName: string;
  avatarUrl: string | null;
  profession: string | null;
  deleted: boolean;
}): ConversationUser {
  return memberAsSeen(row);
}

/** One conversation summary (spec 1 §3): the other member, the last message, the unread state. */
export function presentConversation(row: ConversationRow): ConversationSummary {
  const preview =
    row.content.length > messagePreviewLength
      ? `${row.content.slice(0, messagePreviewLength)}…`
      : row.content;
  return {
    id: row.otherId,
    otherUser: presentConversationUser({
      id: row.otherId,
      fullName: row.fullName,
      avatarUrl: row.avatarUrl,
      profession: row.profession,
      deleted: row.deleted,
    }),
    lastMessage: {
      id: row.messageId,
      content: preview,
      timestamp: row.createdAt,
      isUnread: !row.fromMe && !row.read,
      fromMe: row.fromMe,
      read: row.read,
    },
    unreadCount: row.unreadCount,
  };
}

/** A message as its sender or receiver sees it. */
export function presentMessage(row: MessageRow, meId: string): DirectMessage {
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    content: row.content,
    read: row.read,
    createdAt: row.createdAt,
    fromMe: row.senderId === meId,
    attachment: presentAttachment(row),
  };
}

/** The head of a conversation: the other member and whether the actor may write (the policy's abilities). */
export function presentConversationHead(
  other: {
    id: string;
    fullName: string;
    avatarUrl: string | null;
    profession: string | null;
    deletedAt: Date | null;
  },
  abilities: { send: boolean },
  isRequest: boolean,
) {
  return {
    otherUser: presentConversationUser({
      id: other.id,
      fullName: other.fullName,
      avatarUrl: other.avatarUrl,
      profession: other.profession,
      deleted: other.deletedAt !== null,
    }),
    canSend: abilities.send,
    isRequest,
  };
}
