import { type ConnectionFacts, userRoom } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';

/** Tells both members' sockets that their connection changed; call it after the write is committed. */
export async function publishConnectionChanged(
  app: FastifyInstance,
  connection: Pick<ConnectionFacts, 'userId' | 'connectedUserId'> & { id: string },
): Promise<void> {
  const userIds: [string, string] = [connection.userId, connection.connectedUserId];
  await Promise.all(
    userIds.map((id) =>
      app.realtime.publish(userRoom(id), {
        type: 'connection.changed',
        connectionId: connection.id,
        userIds,
      }),
    ),
  );
}
