import { connectionStates, connectionStatuses, type NetworkTab, networkTabs } from '../enums';
import { networkMessages as m } from '../messages/network.fr';
import { idParams, pageCursorSchema } from './common';
import { singleLineText } from './text';
import { z } from './zod';

export const networkPageSize = 20;
export const maxNetworkSearchLength = 100;
export { type NetworkTab, networkTabs };

const uuidSchema = (message: string) => z.uuid({ error: message });

/** The member at the other end of a connection, as the profile button and the network cards need it. */
export const userIdParamsSchema = idParams({ userId: m.userNotFound });
export const connectionIdParamsSchema = idParams({ id: m.connectionNotFound });

/** POST /api/connections: ask a member to connect (or ask again after a refusal). */
export const connectionRequestSchema = z.object({ userId: uuidSchema(m.userNotFound) });
export type ConnectionRequestInput = z.infer<typeof connectionRequestSchema>;

/** A member may ask the same person at most 3 times in 7 days (cancelled requests count): no spam channel. */
export const connectionRequestLimit = { max: 3, windowMs: 7 * 24 * 60 * 60 * 1000 } as const;

/** PATCH /api/connections/{id}: the recipient accepts or refuses a pending request. */
export const connectionAnswerSchema = z.object({
  status: z.enum(['accepté', 'refusé'], { error: m.invalidAnswer }),
});
export type ConnectionAnswer = z.infer<typeof connectionAnswerSchema>;

/** The viewer's connection with another member (spec 1 §4 derived states). */
export const connectionStatusSchema = z.object({
  userId: z.string(),
  state: z.enum(connectionStates),
  connectionId: z.string().nullable(),
});
export type ConnectionStatusView = z.infer<typeof connectionStatusSchema>;

export const connectionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  connectedUserId: z.string(),
  status: z.enum(connectionStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Connection = z.infer<typeof connectionSchema>;

export const networkQuerySchema = z.object({
  tab: z.enum(networkTabs, { error: m.invalidTab }).default('connections'),
  q: singleLineText()
    .trim()
    .max(maxNetworkSearchLength, {
      error: `Ce champ doit contenir au plus ${maxNetworkSearchLength} caractères`,
    })
    .optional(),
  cursor: pageCursorSchema().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(networkPageSize),
});
export type NetworkQuery = z.input<typeof networkQuerySchema>;

/** The other member of a network card; a deleted account keeps only its id. */
export const networkMemberSchema = z.object({
  id: z.string(),
  deleted: z.boolean(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  profession: z.string().nullable(),
  location: z.string().nullable(),
  skills: z.array(z.string()),
  availabilityStatus: z.string().nullable(),
});
export type NetworkMember = z.infer<typeof networkMemberSchema>;

export const networkEntrySchema = z.object({
  id: z.string(),
  status: z.enum(connectionStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  member: networkMemberSchema,
});
export type NetworkEntry = z.infer<typeof networkEntrySchema>;

export const networkListSchema = z.object({
  items: z.array(networkEntrySchema),
  nextCursor: z.string().nullable(),
});
export type NetworkList = z.infer<typeof networkListSchema>;

export const networkCountsSchema = z.object({
  connections: z.number().int(),
  received: z.number().int(),
  sent: z.number().int(),
});
export type NetworkCounts = z.infer<typeof networkCountsSchema>;

/** The connection a request, an answer or a withdrawal leaves. */
export const connectionResultSchema = z.object({ connection: connectionSchema });
