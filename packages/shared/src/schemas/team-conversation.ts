import { projectMessages as pm } from '../messages/projects.fr';
import { attachmentSchema } from './attachments';
import { idParams, pageCursorSchema } from './common';
import { messageContentSchema, threadPageSize } from './messaging';
import { z } from './zod';

/** The project whose team conversation is read or written; unknown or not the member's: 'Projet non trouvé.'. */
export const teamConversationParamsSchema = idParams({ id: pm.notFound });

export const teamThreadQuerySchema = z.object({
  cursor: pageCursorSchema(400).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(threadPageSize),
});

export const teamMessageInputSchema = z.object({ content: messageContentSchema });

/**
 * Who wrote a team message, as the reader may see them: `id` and `avatarUrl` are null for an anonymous member
 * ('Membre anonyme' or their display name) and for a deleted account ('Utilisateur supprimé').
 */
export const teamMessageSenderSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  anonymous: z.boolean(),
  deleted: z.boolean(),
});

export const teamMessageSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  /** Empty for a file sent alone. */
  content: z.string(),
  createdAt: z.string(),
  fromMe: z.boolean(),
  sender: teamMessageSenderSchema,
  attachment: attachmentSchema.nullable(),
});
export type TeamMessage = z.infer<typeof teamMessageSchema>;

/** A page of the team thread, newest first; nextCursor points to older messages. */
export const teamMessagePageSchema = z.object({
  items: z.array(teamMessageSchema),
  nextCursor: z.string().nullable(),
});
export type TeamMessagePage = z.infer<typeof teamMessagePageSchema>;

export const teamMessageResponseSchema = z.object({ message: teamMessageSchema });

/** The head of the team conversation: the reader's unread messages in it. */
export const teamConversationSchema = z.object({ unreadCount: z.number().int().min(0) });

export const teamReadResultSchema = z.object({ updated: z.boolean() });
