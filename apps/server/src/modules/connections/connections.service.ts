import type { NetworkTab } from '@plateau/shared';
import { and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { connections, users } from '../../db/schema';
import { cursorKey, type KeysetCursor, pageOf } from '../../lib/cursor';
import { containsPattern, searchWords } from '../../lib/search';

export type ConnectionRow = typeof connections.$inferSelect;

/** The pair's connection, whichever of the two asked; null when there is none. */
export async function findConnectionBetween(db: Db | Tx, a: string, b: string, forUpdate = false) {
  const query = db
    .select()
    .from(connections)
    .where(
      or(
        and(eq(connections.userId, a), eq(connections.connectedUserId, b)),
        and(eq(connections.userId, b), eq(connections.connectedUserId, a)),
      ),
    )
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findConnection(db: Db | Tx, id: string, forUpdate = false) {
  const query = db.select().from(connections).where(eq(connections.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Stores a pending request from requester to recipient: a new row, or the pair's refused row
 * overwritten (direction, status and dates). Null when a concurrent request took the pair first.
 */
export async function savePendingRequest(
  tx: Tx,
  requesterId: string,
  recipientId: string,
  refused: ConnectionRow | null,
): Promise<ConnectionRow | null> {
  const now = new Date();
  const values = {
    userId: requesterId,
    connectedUserId: recipientId,
    status: 'en attente' as const,
    createdAt: now,
    updatedAt: now,
  };
  if (refused) {
    const [row] = await tx
      .update(connections)
      .set(values)
      .where(and(eq(connections.id, refused.id), eq(connections.status, 'refusé')))
      .returning();
    return row ?? null;
  }
  const [row] = await tx.insert(connections).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Answers a pending request; null when it was no longer pending. */
export async function answerRequest(tx: Tx, id: string, status: 'accepté' | 'refusé') {
  const [row] = await tx
    .update(connections)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(connections.id, id), eq(connections.status, 'en attente')))
    .returning();
  return row ?? null;
}

export async function deleteConnection(db: Db | Tx, id: string): Promise<boolean> {
  const rows = await db.delete(connections).where(eq(connections.id, id)).returning({ id: connections.id });
  return rows.length > 0;
}

/** Which rows each tab lists, and which column holds the other member. */
function tabFilter(tab: NetworkTab, memberId: string): { where: SQL | undefined; other: SQL<string> } {
  if (tab === 'received') {
    return {
      where: and(eq(connections.connectedUserId, memberId), eq(connections.status, 'en attente')),
      other: sql<string>`${connections.userId}`,
    };
  }
  if (tab === 'sent') {
    return {
      where: and(eq(connections.userId, memberId), eq(connections.status, 'en attente')),
      other: sql<string>`${connections.connectedUserId}`,
    };
  }
  return {
    where: and(
      or(eq(connections.userId, memberId), eq(connections.connectedUserId, memberId)),
      eq(connections.status, 'accepté'),
    ),
    other: sql<string>`case when ${connections.userId} = ${memberId} then ${connections.connectedUserId} else ${connections.userId} end`,
  };
}

/** Words of the search over the other member's name, profession and location, accents ignored. */
function memberSearch(q: string | undefined): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  const document = sql`f_unaccent(lower(${users.fullName} || ' ' || coalesce(${users.profession}, '') || ' ' || coalesce(${users.location}, '')))`;
  return and(isNull(users.deletedAt), ...words.map((word) => sql`${document} like ${containsPattern(word)}`));
}

/** One page of a network tab, most recently changed first, with the other member joined. */
export async function listNetwork(
  db: Db,
  memberId: string,
  query: { tab: NetworkTab; q?: string | undefined; limit: number },
  cursor: KeysetCursor | null,
) {
  const { where, other } = tabFilter(query.tab, memberId);
  const rows = await db
    .select({
      id: connections.id,
      status: connections.status,
      createdAt: connections.createdAt,
      updatedAt: connections.updatedAt,
      sortKey: cursorKey(sql`${connections.updatedAt}`),
      member: {
        id: users.id,
        fullName: users.fullName,
        avatarUrl: users.avatarUrl,
        profession: users.profession,
        location: users.location,
        skills: users.skills,
        availabilityStatus: users.availabilityStatus,
        deletedAt: users.deletedAt,
      },
    })
    .from(connections)
    .innerJoin(users, eq(users.id, other))
    .where(
      and(
        where,
        memberSearch(query.q),
        cursor
          ? sql`(${connections.updatedAt}, ${connections.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(connections.updatedAt), desc(connections.id))
    .limit(query.limit + 1);
  return pageOf(rows, query.limit, (row) => ({ at: row.sortKey, id: row.id }));
}

/** How many rows each tab holds (the tab labels show them). */
export async function countNetwork(db: Db, memberId: string) {
  const [row] = await db
    .select({
      connections: count(sql`case when ${connections.status} = 'accepté' then 1 end`),
      received: count(
        sql`case when ${connections.status} = 'en attente' and ${connections.connectedUserId} = ${memberId} then 1 end`,
      ),
      sent: count(
        sql`case when ${connections.status} = 'en attente' and ${connections.userId} = ${memberId} then 1 end`,
      ),
    })
    .from(connections)
    .where(or(eq(connections.userId, memberId), eq(connections.connectedUserId, memberId)));
  return row ?? { connections: 0, received: 0, sent: 0 };
}
