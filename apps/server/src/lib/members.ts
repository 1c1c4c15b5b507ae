import { isId } from '@plateau/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';

/** An active (not deleted) member by id, with what notifications need; null also for a malformed id. */
export async function findActiveMember(db: Db | Tx, id: string) {
  if (!isId(id)) return null;
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}
