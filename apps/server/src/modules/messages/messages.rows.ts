/** The rows the messages services select and its presenter turns into API objects. */

/** A conversation-list row as the service selects it (timestamps already ISO text). */
export type ConversationRow = {
  otherId: string;
  fullName: string;
  avatarUrl: string | null;
  profession: string | null;
  deleted: boolean;
  messageId: string;
  content: string;
  fromMe: boolean;
  read: boolean;
  createdAt: string;
  unreadCount: number;
};

import type { AttachmentColumns } from './team.rows';

export type MessageRow = Partial<AttachmentColumns> & {
  id: string;
  senderId: string;
  receiverId: string;
  content: string;
  read: boolean;
  createdAt: string;
};
