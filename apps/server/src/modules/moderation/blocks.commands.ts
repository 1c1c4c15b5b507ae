import { blockMessages as m } from '@plateau/shared';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Tx } from '../../db/client';
import { connections, projectJoinRequests, projects } from '../../db/schema';
import type { CommandEvents } from '../../lib/command';
import { badRequest, notFound } from '../../lib/errors';
import { findActiveMember } from '../../lib/members';
import { withdrawNotifications } from '../notifications';
import { blockChanged, withdrawnConnection, withdrawnJoinRequest } from './blocks.events';
import { canBlock, canUnblock } from './blocks.policy';
import { deleteBlock, findBlockedMember, hasBlocked, insertBlock } from './blocks.service';

/** The pending connection requests between the two members, deleted (and their unread notifications). */
async function withdrawConnectionRequests(tx: Tx, events: CommandEvents, a: string, b: string) {
  const rows = await tx
    .delete(connections)
    .where(
      and(
        eq(connections.status, 'en attente'),
        or(
          and(eq(connections.userId, a), eq(connections.connectedUserId, b)),
          and(eq(connections.userId, b), eq(connections.connectedUserId, a)),
        ),
      ),
    )
    .returning();
  for (const row of rows) {
    withdrawnConnection(events, row);
    await withdrawNotifications(tx, events, {
      userId: row.connectedUserId,
      about: { type: 'connection', relatedId: row.userId },
    });
  }
}

/** The pending requests to join (or applications to) one member's projects by the other, deleted. */
async function withdrawJoinRequests(tx: Tx, events: CommandEvents, a: string, b: string) {
  const ownedBy = (ownerId: string) =>
    sql`${projectJoinRequests.projectId} IN (SELECT ${projects.id} FROM ${projects} WHERE ${projects.userId} = ${ownerId})`;
  const candidates = await tx
    .select({ id: projectJoinRequests.id, projectId: projectJoinRequests.projectId })
    .from(projectJoinRequests)
    .where(
      and(
        eq(projectJoinRequests.status, 'en attente'),
        or(
          and(eq(projectJoinRequests.userId, a), ownedBy(b)),
          and(eq(projectJoinRequests.userId, b), ownedBy(a)),
        ),
      ),
    );
  if (candidates.length === 0) return;
  await tx.delete(projectJoinRequests).where(
    inArray(
      projectJoinRequests.id,
      candidates.map((row) => row.id),
    ),
  );
  for (const projectId of new Set(candidates.map((row) => row.projectId))) {
    withdrawnJoinRequest(events, projectId);
  }
}

/**
 * Blocks a member (issue 31): the block, then the pending requests between the two withdrawn (connection,
 * joining a project, applying to an influencer role). Blocking again changes nothing. Only the blocker's tabs
 * are told.
 */
export async function blockMember(tx: Tx, events: CommandEvents, input: { actor: Actor; userId: string }) {
  const { actor, userId } = input;
  const target = await findActiveMember(tx, userId);
  if (!target) throw notFound(m.userNotFound);
  if (!canBlock(actor, target)) throw badRequest(m.cannotBlockSelf);
  if (await insertBlock(tx, actor.id, target.id)) {
    await withdrawConnectionRequests(tx, events, actor.id, target.id);
    await withdrawJoinRequests(tx, events, actor.id, target.id);
    blockChanged(events, actor.id, target.id);
  }
  const block = await findBlockedMember(tx, actor.id, target.id);
  if (!block) throw new Error('blocage non enregistré');
  return block;
}

/** Lifts a block; an unknown one answers 404 "Ce membre n'est pas bloqué". */
export async function unblockMember(tx: Tx, events: CommandEvents, input: { actor: Actor; userId: string }) {
  const { actor, userId } = input;
  const blocked = await hasBlocked(tx, actor.id, userId);
  if (!canUnblock(actor, { blocked }) || !(await deleteBlock(tx, actor.id, userId))) {
    throw notFound(m.notBlocked);
  }
  blockChanged(events, actor.id, userId);
}
