import { projectRoom, userRoom } from '@plateau/shared';
import type { CommandEvents } from '../../lib/command';

/** Tells the blocker's own tabs (and only them: the blocked member is not told) that a block changed. */
export function blockChanged(events: CommandEvents, blockerId: string, blockedId: string): void {
  events.add(userRoom(blockerId), { type: 'block.changed', userId: blockedId });
}

/** A pending connection request between the two was withdrawn: both members' lists change, as on a cancel. */
export function withdrawnConnection(
  events: CommandEvents,
  row: { id: string; userId: string; connectedUserId: string },
): void {
  const event = {
    type: 'connection.changed' as const,
    connectionId: row.id,
    userIds: [row.userId, row.connectedUserId] as [string, string],
  };
  events.add(userRoom(row.userId), event);
  events.add(userRoom(row.connectedUserId), event);
}

/** A pending join request of a project was withdrawn: its page and lists change. */
export function withdrawnJoinRequest(events: CommandEvents, projectId: string): void {
  events.add(projectRoom(projectId), { type: 'project.changed', projectId });
}

/** A message request to the member was accepted or deleted: their other tabs move it. */
export function messageRequestChanged(events: CommandEvents, recipientId: string, senderId: string): void {
  events.add(userRoom(recipientId), { type: 'message.request.changed', senderId });
}
