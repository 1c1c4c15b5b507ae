import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { connections, projectMembers, users } from '../../db/schema';
import { afterMemberName, memberNameOrder } from '../../lib/members';
import { containsPattern, foldForSearch } from '../../lib/search';
import { type MemberCursor, memberCursor } from '../messages';
import { noBlockBetween } from '../moderation';

/**
 * The add-member dialog (spec 2 §2, §6): the owner's accepted connections, either side, who are not
 * members of the project, searched by name or profession (case and accents ignored), by name the French way.
 */
export async function listMemberCandidates(
  db: Db,
  input: { ownerId: string; projectId: string; q?: string; limit: number; cursor: MemberCursor | null },
) {
  const otherSide = sql`CASE WHEN ${connections.userId} = ${input.ownerId} THEN ${connections.connectedUserId} ELSE ${connections.userId} END`;
  const conditions: SQL[] = [
    isNull(users.deletedAt),
    noBlockBetween(input.ownerId, users.id),
    sql`NOT EXISTS (SELECT 1 FROM ${projectMembers} WHERE ${projectMembers.projectId} = ${input.projectId} AND ${projectMembers.userId} = ${users.id})`,
  ];
  const query = input.q ? foldForSearch(input.q.trim()) : '';
  if (query) {
    const pattern = containsPattern(query);
    conditions.push(
      sql`(f_unaccent(lower(${users.fullName})) LIKE ${pattern} OR f_unaccent(lower(coalesce(${users.profession}, ''))) LIKE ${pattern})`,
    );
  }
  if (input.cursor) {
    const after = afterMemberName(input.cursor);
    if (after) conditions.push(after);
  }
  const rows = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      avatarUrl: users.avatarUrl,
      profession: users.profession,
      skills: users.skills,
    })
    .from(connections)
    .innerJoin(users, sql`${users.id} = ${otherSide}`)
    .where(
      and(
        eq(connections.status, 'accepté'),
        or(eq(connections.userId, input.ownerId), eq(connections.connectedUserId, input.ownerId)),
        ...conditions,
      ),
    )
    .orderBy(...memberNameOrder)
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: page,
    nextCursor:
      rows.length > input.limit && last ? memberCursor.encode({ name: last.fullName, id: last.id }) : null,
  };
}

/** True when the two members have an accepted connection, whoever asked. */
export async function areConnected(db: Db, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ id: connections.id })
    .from(connections)
    .where(
      and(
        eq(connections.status, 'accepté'),
        or(
          and(eq(connections.userId, a), eq(connections.connectedUserId, b)),
          and(eq(connections.userId, b), eq(connections.connectedUserId, a)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
