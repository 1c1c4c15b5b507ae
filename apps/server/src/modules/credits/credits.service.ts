import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { credits } from '../../db/schema';

export type CreditRow = typeof credits.$inferSelect;

/** A member's credits in the given states, newest year first (then newest added). */
export function listCredits(db: Db, userId: string, statuses: CreditRow['status'][]) {
  return db
    .select()
    .from(credits)
    .where(and(eq(credits.userId, userId), inArray(credits.status, statuses)))
    .orderBy(desc(credits.year), desc(credits.createdAt), desc(credits.id));
}

/** One credit by id (locked when a write's transaction is given). */
export async function findCredit(db: Db | Tx, id: string, lock = false): Promise<CreditRow | null> {
  const query = db.select().from(credits).where(eq(credits.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Whether the member already has a credit (of any state but declined) for a project. */
export async function hasProjectCredit(db: Db | Tx, userId: string, projectId: string) {
  const [row] = await db
    .select({ id: credits.id })
    .from(credits)
    .where(and(eq(credits.userId, userId), eq(credits.projectId, projectId), ne(credits.status, 'refusé')))
    .limit(1);
  return row !== undefined;
}
