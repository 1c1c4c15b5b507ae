import type { Notification } from '@plateau/shared';
import type { NotificationRow } from './notifications.service';

/** A notification as its owner sees it (never the user_id: it is always the reader's). */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    read: row.read,
    relatedId: row.relatedId,
    taskId: row.taskId,
    createdAt: row.createdAt.toISOString(),
  };
}
