import { blockMessages } from '../messages/blocks.fr';
import { fill } from '../messages/fill';
import { messagingMessages as m } from '../messages/messaging.fr';
import { maxMessageLength } from '../rules/message-draft';
import { attachmentSchema } from './attachments';
import { conversationBoxes } from './blocks';
import { idParams, pageCursorSchema } from './common';
import { multiLineText, singleLineText } from './text';
import { z } from './zod';

export { canSendDraft, maxMessageLength } from '../rules/message-draft';

/** Longest message accepted (characters, after trimming). */
export const conversationsPageSize = 30;
export const threadPageSize = 50;
export const messagingMembersPageSize = 20;
export const maxMessagingSearchLength = 100;
/** Characters of the last message shown in the conversation list. */
export const messagePreviewLength = 160;
/** At most this many messages per sender within the window (refused with 429 beyond). */
export const messageRateLimit = { max: 20, windowMs: 10_000 } as const;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const cursorSchema = pageCursorSchema(400);

const limitSchema = (fallback: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

const searchSchema = z.preprocess(
  blankToUndefined,
  singleLineText()
    .trim()
    .max(maxMessagingSearchLength, { error: fill(m.searchTooLong, { max: maxMessagingSearchLength }) })
    .optional(),
);

/** The trimmed text of a message: 1 to 5,000 characters (spec 1 §5). */
export const messageContentSchema = multiLineText({ error: m.contentRequired })
  .trim()
  .min(1, { error: m.contentRequired })
  .max(maxMessageLength, { error: fill(m.contentTooLong, { max: maxMessageLength }) });

export const messageInputSchema = z.object({ content: messageContentSchema });
export type MessageInput = z.infer<typeof messageInputSchema>;

/** The other member of a conversation is addressed by id; a malformed one answers 404. */
export const conversationParamsSchema = idParams({ userId: m.userNotFound });
/** The recipient of a new message (a malformed or unknown id: 'Destinataire introuvable'). */
export const recipientParamsSchema = idParams({ userId: m.recipientNotFound });

export const conversationsQuerySchema = z.object({
  q: searchSchema,
  /** 'principal' (default) or 'demandes' (message requests, issue 31). */
  box: z.enum(conversationBoxes, { error: blockMessages.invalidBox }).default('principal'),
  cursor: cursorSchema.optional(),
  limit: limitSchema(conversationsPageSize, 100),
});
export type ConversationsQuery = z.input<typeof conversationsQuerySchema>;

export const threadQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  limit: limitSchema(threadPageSize, 100),
});

export const messagingMembersQuerySchema = z.object({
  q: searchSchema,
  cursor: cursorSchema.optional(),
  limit: limitSchema(messagingMembersPageSize, 50),
});

/** The other member as the messaging screens show them; a deleted account is 'Utilisateur supprimé'. */
export const conversationUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  profession: z.string().nullable(),
  deleted: z.boolean(),
});
export type ConversationUser = z.infer<typeof conversationUserSchema>;

/** One entry of the conversation list (spec 1 §3 'conversation summary'); id is the other member's id. */
export const conversationSummarySchema = z.object({
  id: z.string(),
  otherUser: conversationUserSchema,
  lastMessage: z.object({
    id: z.string(),
    /** The first characters of the text. */
    content: z.string(),
    timestamp: z.string(),
    /** Received by the member and not read yet. */
    isUnread: z.boolean(),
    fromMe: z.boolean(),
    /** Read by its receiver ('Vu' when fromMe). */
    read: z.boolean(),
  }),
  unreadCount: z.number().int().min(0),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.object({
  items: z.array(conversationSummarySchema),
  nextCursor: z.string().nullable(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const directMessageSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  content: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  fromMe: z.boolean(),
  /** A file sent with the message (issue 33); its text is then empty. */
  attachment: attachmentSchema.nullable(),
});
export type DirectMessage = z.infer<typeof directMessageSchema>;

/** A page of a thread, newest first; nextCursor points to older messages. */
export const messagePageSchema = z.object({
  items: z.array(directMessageSchema),
  nextCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const messageResponseSchema = z.object({ message: directMessageSchema });

/** The head of a conversation: who the other member is, and whether one may write to them. */
export const conversationSchema = z.object({
  otherUser: conversationUserSchema,
  /** conversationAbilities(...).send of the server's messages policy. */
  canSend: z.boolean(),
  /** A message request the member has not answered yet ('Accepter', 'Supprimer', 'Signaler'). */
  isRequest: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const unreadConversationsSchema = z.object({
  count: z.number().int().min(0),
  /** Message requests waiting in 'Demandes' (issue 31). */
  requests: z.number().int().min(0),
});
export const markReadResultSchema = z.object({ updated: z.number().int().min(0) });

export const messagingMemberSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  profession: z.string().nullable(),
});
export type MessagingMember = z.infer<typeof messagingMemberSchema>;

export const messagingMemberListSchema = z.object({
  items: z.array(messagingMemberSchema),
  nextCursor: z.string().nullable(),
});
export type MessagingMemberList = z.infer<typeof messagingMemberListSchema>;
