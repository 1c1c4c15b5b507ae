import { and, eq, or } from 'drizzle-orm';
import { connections } from '../../db/schema';
import type { AccountDataPart } from '../../lib/account-data';
import { removeNotificationsOfActor } from '../notifications';
import { connectionChanged } from './connections.events';

/**
 * The member's connections, both directions (the rows go with the member by cascade). At the deletion,
 * the requests the member sent and that wait for an answer are withdrawn, with their notifications.
 */
export const connectionsAccountData: AccountDataPart = {
  export: async (db, userId) => ({
    connections: await db
      .select()
      .from(connections)
      .where(or(eq(connections.userId, userId), eq(connections.connectedUserId, userId))),
  }),
  deactivate: async (tx, events, userId) => {
    const withdrawn = await tx
      .delete(connections)
      .where(and(eq(connections.userId, userId), eq(connections.status, 'en attente')))
      .returning();
    for (const row of withdrawn) connectionChanged(events, row);
    await removeNotificationsOfActor(tx, events, {
      actorId: userId,
      about: { type: 'connection', recipients: withdrawn.map((row) => row.connectedUserId) },
    });
  },
};
