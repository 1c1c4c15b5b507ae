import { userRoom } from '@plateau/shared';
import type { CommandEvents } from '../../lib/command';

/**
 * Tells the team of the moment (owner and members, the sender's own tabs included) that a message was
 * posted: through each one's `user:` room, so a member removed from the team gets nothing more at once,
 * without a room to leave, and the event (ids only) reaches no one outside the team.
 */
export function teamMessageCreated(
  events: CommandEvents,
  teamIds: string[],
  message: { id: string; projectId: string; senderId: string },
): void {
  const event = {
    type: 'team-message.created',
    projectId: message.projectId,
    messageId: message.id,
    senderId: message.senderId,
  } as const;
  for (const userId of teamIds) events.add(userRoom(userId), event);
}

/** Tells the reader's tabs that they read the conversation (the tab's and the navigation's badges). */
export function teamConversationRead(events: CommandEvents, readerId: string, projectId: string): void {
  events.add(userRoom(readerId), { type: 'team-message.read', projectId });
}
