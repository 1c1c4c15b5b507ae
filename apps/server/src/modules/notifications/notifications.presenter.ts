import { type Notification, namedMemberText } from '@plateau/shared';
import type { NotificationRow } from './notifications.service';

/**
 * A notification as its owner sees it (never the user_id: it is always the reader's). The member its text
 * names goes through the one rule of a member as others see them: 'Utilisateur supprimé' once deleted.
 */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    content: namedMemberText(row.content, row.actorName, row.actorDeleted),
    read: row.read,
    relatedId: row.relatedId,
    taskId: row.taskId,
    kind: row.kind,
    createdAt: row.createdAt,
  };
}
