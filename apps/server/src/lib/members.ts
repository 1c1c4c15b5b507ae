import { isId } from '@plateau/shared';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
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

// Names the French way (issue 19, users_sort_name_idx): accents and case folded, then the name itself.
const sortName = sql`${users.sortName} collate "C"`;
const originalName = sql`${users.fullName} collate "C"`;

/** ORDER BY of every list of members sorted by name: folded name, the name as the tie-break, then the id. */
export const memberNameOrder: SQL[] = [sortName, originalName, asc(users.id)];

/** The members after a keyset position (name, id) of memberNameOrder. */
export function afterMemberName(cursor: { name: string; id: string }): SQL | undefined {
  const foldedName = sql`f_unaccent(lower(${cursor.name})) collate "C"`;
  return and(
    sql`(${sortName}, ${originalName}, ${users.id}) > (${foldedName}, ${cursor.name}::text collate "C", ${cursor.id}::uuid)`,
    // The same bound on the index's first column alone, so the plan starts its range scan there.
    sql`${sortName} >= ${foldedName}`,
  );
}
