import { projectMessages as m, mapJoinRole, type ProjectRole } from '@plateau/shared';
import { fill } from '@plateau/shared/messages/fill';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { projectJoinRequests, projectMembers, tasks, users } from '../../db/schema';
import type { CommandEvents } from '../../lib/command';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { requireNoBlock } from '../moderation';
import { notify, removeNotificationsOfActor } from '../notifications';
import { areConnected } from './member-candidates.service';
import { projectChanged, taskChanged } from './projects.events';
import {
  findJoinRequest,
  findLatestJoinRequest,
  findMembership,
  type JoinRequestWithUser,
  type ProjectRow,
} from './projects.service';

type Person = { id: string; fullName: string };

/** Inserts a member row with the member's default visibility; null when they already are a member. */
async function insertMember(tx: Tx, projectId: string, userId: string, role: ProjectRole) {
  const [user] = await tx
    .select({ showProfile: users.defaultShowProfile })
    .from(users)
    .where(eq(users.id, userId));
  const [row] = await tx
    .insert(projectMembers)
    .values({ projectId, userId, role, status: 'membre', showProfile: user?.showProfile ?? true })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * Spec 2 §5: a join request with the mapped role (or the influencer role's title, `storedRole`). Refused (alreadyMember) for the owner and members,
 * (alreadyExists) while a request is pending; a refused requester may ask again. The owner is notified.
 */
export async function createJoinRequest(
  tx: Tx,
  events: CommandEvents,
  input: {
    project: ProjectRow;
    requester: Person;
    wishedRole: string;
    storedRole?: string;
    message?: string | null;
  },
) {
  const { project, requester } = input;
  if (project.userId === requester.id || (await findMembership(tx, project.id, requester.id))) {
    throw conflict(m.alreadyMember);
  }
  // The owner and the requester blocked either way: as if the project did not exist (issue 31).
  await requireNoBlock(tx, project.userId, requester.id, () => notFound(m.notFound));
  const latest = await findLatestJoinRequest(tx, project.id, requester.id);
  if (latest?.status === 'en attente') throw conflict(m.alreadyRequested);
  // The influencer flow stores the role's title; the member's role is mapped when accepted.
  const role = input.storedRole ?? mapJoinRole(input.wishedRole);
  const [request] = await tx
    .insert(projectJoinRequests)
    .values({
      projectId: project.id,
      userId: requester.id,
      role,
      message: input.message ?? null,
      status: 'en attente',
    })
    .onConflictDoNothing()
    .returning();
  if (!request) throw conflict(m.alreadyRequested);
  await notify(tx, events, {
    userId: project.userId,
    type: 'project',
    kind: 'joinRequestReceived',
    content: fill(m.notifications.joinRequestReceived, {
      name: requester.fullName,
      title: project.title,
      role,
    }),
    relatedId: project.id,
    actor: requester,
  });
  projectChanged(events, project.id);
  return request;
}

/** The owner accepts (the requester becomes a member) or refuses a pending request; the requester is told. */
export async function answerJoinRequest(
  tx: Tx,
  events: CommandEvents,
  input: { request: JoinRequestWithUser; project: ProjectRow; status: 'approuvé' | 'refusé' },
) {
  const { request, project, status } = input;
  if (request.request.status !== 'en attente') throw conflict(m.requestNotPending);
  const [updated] = await tx
    .update(projectJoinRequests)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(projectJoinRequests.id, request.request.id), eq(projectJoinRequests.status, 'en attente')))
    .returning();
  if (!updated) throw conflict(m.requestNotPending);
  if (status === 'approuvé') {
    await insertMember(tx, project.id, request.request.userId, mapJoinRole(request.request.role));
  }
  const text =
    status === 'approuvé' ? m.notifications.joinRequestAccepted : m.notifications.joinRequestRefused;
  await notify(tx, events, {
    userId: request.request.userId,
    type: 'project',
    kind: status === 'approuvé' ? 'joinRequestAccepted' : 'joinRequestRefused',
    content: fill(text, { title: project.title }),
    relatedId: project.id,
  });
  projectChanged(events, project.id);
  return { ...request, request: updated };
}

/** The requester cancels their pending request: it is deleted and the state returns to none. */
export async function cancelJoinRequest(
  tx: Tx,
  events: CommandEvents,
  input: { requestId: string; actorId: string },
) {
  const row = await findJoinRequest(tx, input.requestId, true);
  if (!row) throw notFound(m.requestNotFound);
  if (row.request.userId !== input.actorId) throw forbidden(m.ownRequestOnly);
  if (row.request.status !== 'en attente') throw conflict(m.requestNotPending);
  await tx.delete(projectJoinRequests).where(eq(projectJoinRequests.id, row.request.id));
  projectChanged(events, row.request.projectId);
}

/**
 * The owner adds one of their accepted connections (spec 2 §5, §6); a pending request of that member
 * becomes 'approuvé'. The new member is notified.
 */
export async function addMember(
  tx: Tx,
  events: CommandEvents,
  input: { project: ProjectRow; userId: string; role: ProjectRole },
) {
  const { project, userId, role } = input;
  if (userId === project.userId) throw conflict(m.alreadyInProject);
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw notFound(m.userNotFound);
  // Blocked either way: as if the member did not exist (issue 31).
  await requireNoBlock(tx, project.userId, userId, () => notFound(m.userNotFound));
  if (!(await areConnected(tx, project.userId, userId))) throw forbidden(m.notAConnection);
  const member = await insertMember(tx, project.id, userId, role);
  if (!member) throw conflict(m.alreadyInProject);
  await tx
    .update(projectJoinRequests)
    .set({ status: 'approuvé', updatedAt: new Date() })
    .where(
      and(
        eq(projectJoinRequests.projectId, project.id),
        eq(projectJoinRequests.userId, userId),
        eq(projectJoinRequests.status, 'en attente'),
      ),
    );
  await notify(tx, events, {
    userId,
    type: 'project',
    kind: 'memberAdded',
    content: fill(m.notifications.memberAdded, { role }),
    relatedId: project.id,
  });
  projectChanged(events, project.id);
  return member;
}

/** Changes a member row: the role (owner), the visibility and display name (the member). */
export async function updateMember(
  tx: Tx,
  events: CommandEvents,
  input: {
    projectId: string;
    memberId: string;
    changes: { role?: ProjectRole; showProfile?: boolean; displayName?: string | null };
  },
) {
  const { role, showProfile, displayName } = input.changes;
  if (role === undefined && showProfile === undefined && displayName === undefined) {
    throw badRequest(m.nothingToChange);
  }
  const [row] = await tx
    .update(projectMembers)
    .set({
      ...(role === undefined ? {} : { role }),
      ...(showProfile === undefined ? {} : { showProfile }),
      ...(displayName === undefined ? {} : { displayName }),
      updatedAt: new Date(),
    })
    .where(and(eq(projectMembers.id, input.memberId), eq(projectMembers.projectId, input.projectId)))
    .returning();
  if (!row) throw notFound(m.memberNotFound);
  projectChanged(events, input.projectId);
  return row;
}

/**
 * The owner removes a member: their tasks in the project are unassigned in the same transaction (no one
 * outside the project holds its tasks), each board told by a `task.changed`.
 */
export async function removeMember(
  tx: Tx,
  events: CommandEvents,
  input: { projectId: string; memberId: string },
) {
  const [row] = await tx
    .delete(projectMembers)
    .where(and(eq(projectMembers.id, input.memberId), eq(projectMembers.projectId, input.projectId)))
    .returning({ userId: projectMembers.userId });
  if (!row) throw notFound(m.memberNotFound);
  const unassigned = await tx
    .update(tasks)
    .set({ assignedTo: null, updatedAt: new Date() })
    .where(and(eq(tasks.projectId, input.projectId), eq(tasks.assignedTo, row.userId)))
    .returning({ id: tasks.id, status: tasks.status, updatedAt: tasks.updatedAt });
  for (const { id, status, updatedAt } of unassigned) {
    taskChanged(events, {
      projectId: input.projectId,
      taskId: id,
      change: 'updated',
      status,
      previousStatus: status,
      updatedAt,
    });
  }
  projectChanged(events, input.projectId);
}

/**
 * At an account's deletion (issue 29): its join requests still waiting for an answer (and so its pending
 * influencer applications, which hang on them) are withdrawn, and the owners' notifications of them removed.
 */
export async function withdrawJoinRequestsOf(tx: Tx, events: CommandEvents, userId: string): Promise<void> {
  const withdrawn = await tx
    .delete(projectJoinRequests)
    .where(and(eq(projectJoinRequests.userId, userId), eq(projectJoinRequests.status, 'en attente')))
    .returning({ projectId: projectJoinRequests.projectId });
  for (const projectId of new Set(withdrawn.map((row) => row.projectId))) {
    await removeNotificationsOfActor(tx, events, {
      actorId: userId,
      about: { type: 'project', relatedId: projectId },
    });
    projectChanged(events, projectId);
  }
}
