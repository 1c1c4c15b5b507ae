import { type ConnectionFacts, userRoom } from '@plateau/shared';
import type { CommandEvents } from '../../lib/command';

/** Tells both members' sockets that their connection changed. */
export function connectionChanged(
  events: CommandEvents,
  connection: Pick<ConnectionFacts, 'userId' | 'connectedUserId'> & { id: string },
): void {
  const userIds: [string, string] = [connection.userId, connection.connectedUserId];
  for (const id of userIds) {
    events.add(userRoom(id), { type: 'connection.changed', connectionId: connection.id, userIds });
  }
}
