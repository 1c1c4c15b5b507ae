import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { blocks, users } from '../../db/schema';
import { cursorKey, type KeysetCursor, pageOf } from '../../lib/cursor';
import { isoText, selectRows } from '../../lib/raw-query';

/**
 * THE rule of blocking (issue 31), as SQL: true when neither member blocked the other. Each direction is one
 * probe of an index (the primary key (blocker, blocked), blocks_blocked_blocker_idx), so a list adds it as a
 * NOT EXISTS per row: `noBlockBetween(viewerId, users.id)`, `noBlockBetween(sql.placeholder('viewer'), sql\`u.id\`)`.
 */
export function noBlockBetween(viewer: SQL | SQL.Aliased | string | unknown, member: unknown): SQL {
  return sql`(NOT EXISTS (SELECT 1 FROM "blocks" b WHERE b.blocker_id = ${viewer} AND b.blocked_id = ${member})
    AND NOT EXISTS (SELECT 1 FROM "blocks" b WHERE b.blocker_id = ${member} AND b.blocked_id = ${viewer}))`;
}

/** The block rule for one pair (same SQL as the lists): true when either member blocked the other. */
export async function isBlockBetween(db: Db | Tx, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const rows = await selectRows<{ blocked: boolean }>(db, sql`SELECT NOT ${noBlockBetween(a, b)} AS blocked`);
  return rows[0]?.blocked ?? false;
}

/** Whether `blockerId` blocked `blockedId` (this direction only). */
export async function hasBlocked(db: Db | Tx, blockerId: string, blockedId: string): Promise<boolean> {
  const [row] = await db
    .select({ at: blocks.createdAt })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .limit(1);
  return row !== undefined;
}

/** Stores the block; null when it already existed (blocking twice changes nothing). */
export async function insertBlock(tx: Tx, blockerId: string, blockedId: string) {
  const [row] = await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing().returning();
  return row ?? null;
}

/** Removes the block; false when there was none. */
export async function deleteBlock(tx: Tx, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await tx
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ blockedId: blocks.blockedId });
  return rows.length > 0;
}

export type BlockedMemberRow = {
  id: string;
  fullName: string;
  avatarUrl: string | null;
  profession: string | null;
  blockedAt: string;
};

/**
 * A page of the members `blockerId` blocked, the latest first (deleted accounts left out), keyset-paged on
 * (blocked at, member id); `onlyId` narrows it to one member (the profile's 'Débloquer').
 */
export async function listBlockedMembers(
  db: Db | Tx,
  blockerId: string,
  page: { cursor: KeysetCursor | null; limit: number; onlyId?: string | undefined },
): Promise<{ rows: BlockedMemberRow[]; nextCursor: string | null }> {
  const { cursor } = page;
  const rows = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      avatarUrl: users.avatarUrl,
      profession: users.profession,
      blockedAt: sql<string>`${isoText(sql`${blocks.createdAt}`)}`,
      sortKey: cursorKey(sql`${blocks.createdAt}`),
    })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(
      and(
        eq(blocks.blockerId, blockerId),
        isNull(users.deletedAt),
        page.onlyId ? eq(blocks.blockedId, page.onlyId) : undefined,
        cursor
          ? sql`(${blocks.createdAt}, ${blocks.blockedId}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedId))
    .limit(page.limit + 1);
  const result = pageOf(rows, page.limit, (row) => ({ at: row.sortKey, id: row.id }));
  return {
    rows: result.rows.map(({ sortKey: _sortKey, ...row }) => row),
    nextCursor: result.nextCursor,
  };
}

/** One blocked member as 'Membres bloqués' shows them. */
export async function findBlockedMember(db: Db | Tx, blockerId: string, blockedId: string) {
  const rows = await listBlockedMembersWhere(db, blockerId, blockedId);
  return rows[0] ?? null;
}

async function listBlockedMembersWhere(db: Db | Tx, blockerId: string, blockedId: string) {
  return db
    .select({
      id: users.id,
      fullName: users.fullName,
      avatarUrl: users.avatarUrl,
      profession: users.profession,
      blockedAt: sql<string>`${isoText(sql`${blocks.createdAt}`)}`,
    })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .limit(1);
}
