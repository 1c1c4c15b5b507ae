import {
  projectMessages as m,
  type ProjectCreate,
  type ProjectStatus,
  type ProjectUpdate,
} from '@plateau/shared';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  notifications,
  projectJoinRequests,
  projectMembers,
  projects,
  taskComments,
  tasks,
} from '../../db/schema';
import type { CommandEvents } from '../../lib/command';
import { badRequest, notFound } from '../../lib/errors';
import { proposeProjectCredits } from '../credits';
import { refuseRewriteOfRemoved } from '../moderation';
import { projectChanged } from './projects.events';
import type { ProjectRow } from './projects.service';

/** Creates a project as 'en préparation' (spec 2 §4) for its owner. */
export async function createProject(
  tx: Tx,
  _events: CommandEvents,
  input: { ownerId: string; fields: ProjectCreate },
): Promise<ProjectRow> {
  const [row] = await tx
    .insert(projects)
    .values({ ...input.fields, userId: input.ownerId, status: 'en préparation' })
    .returning();
  if (!row) throw new Error('projet non enregistré');
  return row;
}

/** Saves the edited fields; the dates are checked against the stored ones when only one is sent. */
export async function updateProject(
  tx: Tx,
  events: CommandEvents,
  input: { project: ProjectRow; fields: ProjectUpdate },
): Promise<ProjectRow> {
  const { project, fields } = input;
  // A description removed by the moderation is not written back (issue 31).
  refuseRewriteOfRemoved(project, { description: project.description }, fields);
  const deadline = fields.deadline === undefined ? project.deadline : fields.deadline;
  const startDate = fields.startDate === undefined ? project.startDate : fields.startDate;
  if (deadline && startDate && deadline < startDate) {
    throw badRequest(m.deadlineBeforeStart, { deadline: m.deadlineBeforeStart });
  }
  const [row] = await tx
    .update(projects)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(projects.id, project.id))
    .returning();
  if (!row) throw notFound(m.notFound);
  projectChanged(events, row.id);
  return row;
}

/**
 * The owner moves the project between the four statuses. Moving it to 'terminé' proposes its credits to the
 * team (issue 33).
 */
export async function setProjectStatus(
  tx: Tx,
  events: CommandEvents,
  input: { projectId: string; status: ProjectStatus },
): Promise<void> {
  const [row] = await tx
    .update(projects)
    .set({ status: input.status, updatedAt: new Date() })
    .where(eq(projects.id, input.projectId))
    .returning({ id: projects.id, title: projects.title, projectType: projects.projectType });
  if (row && input.status === 'terminé') await proposeProjectCredits(tx, events, row);
  projectChanged(events, input.projectId);
}

/**
 * Spec 2 §7's deletion in one transaction: task comments, tasks, join requests, members, the project's
 * notifications (project and task ones), the project; then checks it is gone (all or nothing).
 */
export async function deleteProject(
  tx: Tx,
  events: CommandEvents,
  input: { projectId: string },
): Promise<void> {
  const { projectId } = input;
  const taskIds = tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.projectId, projectId));
  await tx.delete(taskComments).where(inArray(taskComments.taskId, taskIds));
  await tx.delete(tasks).where(eq(tasks.projectId, projectId));
  await tx.delete(projectJoinRequests).where(eq(projectJoinRequests.projectId, projectId));
  await tx.delete(projectMembers).where(eq(projectMembers.projectId, projectId));
  await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.relatedId, projectId),
        or(eq(notifications.type, 'project'), eq(notifications.type, 'task')),
      ),
    );
  await tx.delete(projects).where(eq(projects.id, projectId));
  const [left] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
  if (left) throw new Error(m.notDeleted);
  projectChanged(events, projectId);
}
