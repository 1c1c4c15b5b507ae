import { notificationKinds, notificationTypes } from '../enums';
import { fill } from '../messages/fill';
import { notificationMessages as m } from '../messages/notifications.fr';
import { idParams, pageCursorSchema } from './common';
import { z } from './zod';

/** Notifications per page (spec 1 §4, §9). */
export const notificationsPageSize = 20;
export const maxNotificationsPageSize = 50;

const limitError = fill(m.invalidLimit, { max: maxNotificationsPageSize });

/** The read filter as the query string carries it. */
export const notificationReadFilters = ['true', 'false'] as const;

export const notificationListQuerySchema = z.object({
  type: z.enum(notificationTypes, { error: m.invalidType }).optional(),
  read: z
    .enum(notificationReadFilters, { error: m.invalidReadState })
    .transform((value) => value === 'true')
    .optional(),
  cursor: pageCursorSchema().optional(),
  limit: z.coerce
    .number({ error: limitError })
    .int({ error: limitError })
    .min(1, { error: limitError })
    .max(maxNotificationsPageSize, { error: limitError })
    .default(notificationsPageSize),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationIdParamsSchema = idParams({ id: m.notFound });

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  content: z.string(),
  read: z.boolean(),
  /** The project (project, task), the sender (message) or the requester (connection). */
  relatedId: z.string().nullable(),
  /** The task a 'task' notification is about (its dialog opens), null otherwise or once deleted. */
  taskId: z.string().nullable(),
  /** What the notification says beyond its type (a team message opens the project's discussion); null on older rows. */
  kind: z.enum(notificationKinds).nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationResponseSchema = z.object({ notification: notificationSchema });
export const markAllReadResponseSchema = z.object({ updated: z.number().int().min(0) });
export type MarkAllReadResponse = z.infer<typeof markAllReadResponseSchema>;
