import { blockMessages as m } from '../messages/blocks.fr';
import { idParams, pageCursorSchema } from './common';
import { z } from './zod';

/** 'Qui peut m'écrire' (issue 31): 'tout le monde' is spec 1's behaviour and the default. */
export const messagePolicies = ['tout le monde', 'connexions'] as const;
export type MessagePolicy = (typeof messagePolicies)[number];

/** A message request, as the recipient sees it: waiting ('Demandes'), accepted (main list), deleted. */
export const messageRequestStatuses = ['en attente', 'acceptée', 'supprimée'] as const;
export type MessageRequestStatus = (typeof messageRequestStatuses)[number];

/** The two boxes of /messages: the main list and 'Demandes'. */
export const conversationBoxes = ['principal', 'demandes'] as const;
export type ConversationBox = (typeof conversationBoxes)[number];

/** 'Membres bloqués' comes in pages of this many members (keyset cursor, the latest block first). */
export const blocksPageSize = 20;

/** POST /api/blocks: the member to block. An unknown or malformed id: 'Utilisateur non trouvé'. */
export const blockInputSchema = z.object({ userId: z.guid({ error: m.userNotFound }) });
export type BlockInput = z.infer<typeof blockInputSchema>;

/** DELETE /api/blocks/{userId}. */
export const blockParamsSchema = idParams({ userId: m.notBlocked });

/** A member in 'Membres bloqués'. */
export const blockedMemberSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  profession: z.string().nullable(),
  blockedAt: z.string(),
});
export type BlockedMember = z.infer<typeof blockedMemberSchema>;

export const blockResultSchema = z.object({ block: blockedMemberSchema });
export const blockedListSchema = z.object({
  items: z.array(blockedMemberSchema),
  nextCursor: z.string().nullable(),
});

/**
 * GET /api/me/blocks: a page of 'Membres bloqués' (`cursor` from the previous page), or with `userId` only
 * that member if blocked (the profile's 'Débloquer').
 */
export const blockedListQuerySchema = z.object({
  cursor: pageCursorSchema().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(blocksPageSize),
  userId: z.guid({ error: m.userNotFound }).optional(),
});
export type BlockedListQuery = z.input<typeof blockedListQuerySchema>;
export type BlockedList = z.infer<typeof blockedListSchema>;

/** GET and PUT /api/me/messaging-preferences. */
export const messagingPreferencesSchema = z.object({
  messagePolicy: z.enum(messagePolicies, { error: m.invalidMessagePolicy }),
});
export type MessagingPreferences = z.infer<typeof messagingPreferencesSchema>;

/** The sender of a message request (the other member of the conversation). */
export const messageRequestParamsSchema = idParams({ userId: m.requestNotFound });
