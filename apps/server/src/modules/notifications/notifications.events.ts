import { userRoom } from '@plateau/shared';
import type { CommandEvents } from '../../lib/command';

/** Tells the member's sockets (badge, list, other tabs) that their notifications changed. */
export function notificationChanged(events: CommandEvents, userId: string, notificationId?: string): void {
  events.add(userRoom(userId), {
    type: 'notification.changed',
    ...(notificationId ? { notificationId } : {}),
  });
}
