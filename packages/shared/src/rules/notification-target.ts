import type { NotificationType } from '../enums';

/**
 * Where a click on a notification goes (spec 1 §2): a connection to /reseau, a project or a task to
 * /projets/{related_id}, a message to the sender's conversation (related_id is the sender).
 */
export function notificationTarget(type: NotificationType, relatedId: string | null): string {
  switch (type) {
    case 'connection':
      return '/reseau';
    case 'project':
    case 'task':
      return relatedId ? `/projets/${encodeURIComponent(relatedId)}` : '/projets';
    case 'message':
      return relatedId ? `/messages/${encodeURIComponent(relatedId)}` : '/messages';
    default: {
      const unknown: never = type;
      return unknown;
    }
  }
}
