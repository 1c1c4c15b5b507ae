import type { NotificationKind, NotificationType } from '../enums';

/**
 * Where a click on a notification goes (spec 1 §2): a connection to /reseau, a project or a task to
 * /projets/{related_id}, a message to the sender's conversation (related_id is the sender). A task's
 * notification opens the task's dialog on its project page (`/projets/{id}?tache={taskId}`); a comment, the article; a team message
 * (kind 'teamMessage', related_id is the project), the project's 'Discussion' tab.
 */
export function notificationTarget(
  type: NotificationType,
  relatedId: string | null,
  taskId: string | null = null,
  kind: NotificationKind | null = null,
): string {
  switch (type) {
    case 'connection':
      return '/reseau';
    case 'project':
      return relatedId ? `/projets/${encodeURIComponent(relatedId)}` : '/projets';
    case 'task':
      if (!relatedId) return '/projets';
      return taskId
        ? `/projets/${encodeURIComponent(relatedId)}?tache=${encodeURIComponent(taskId)}`
        : `/projets/${encodeURIComponent(relatedId)}`;
    case 'message':
      if (kind === 'teamMessage') {
        return relatedId ? `/projets/${encodeURIComponent(relatedId)}?onglet=discussion` : '/projets';
      }
      return relatedId ? `/messages/${encodeURIComponent(relatedId)}` : '/messages';
    case 'comment':
      // A comment on a magazine article (related_id is the article).
      return relatedId ? `/magazine/${encodeURIComponent(relatedId)}` : '/magazine';
    case 'moderation':
      // The statement of reasons of a decision (issue 31); a reporter's outcome has no page of its own.
      return relatedId ? `/moderation/decisions/${encodeURIComponent(relatedId)}` : '/notifications';
    default: {
      const unknown: never = type;
      return unknown;
    }
  }
}
