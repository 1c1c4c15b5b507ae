import { userRoom } from '@plateau/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { CommandEvents } from '../../lib/command';

/**
 * A report, a contest or a decision changed the moderation queue: every administrator's open tabs read it
 * again (/admin/moderation updates live). Sent once the command commits, like every event.
 */
export async function moderationQueueChanged(tx: Tx, events: CommandEvents): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt), eq(users.banned, false)));
  for (const admin of admins) events.add(userRoom(admin.id), { type: 'moderation.queue.changed' });
}
