import { taskMessages as m, type TaskCreate, type TaskUpdate } from '@plateau/shared';
import { fill } from '@plateau/shared/messages/fill';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { taskComments, tasks } from '../../db/schema';
import type { CommandEvents } from '../../lib/command';
import { badRequest } from '../../lib/errors';
import { notify } from '../notifications';
import { taskChanged } from './tasks.events';
import { isAssignable, type TaskRow } from './tasks.service';

type Board = { projectId: string; ownerId: string };

/** 400 unless the assignee is the project's owner or one of its members. */
async function checkAssignee(tx: Tx, board: Board, assignedTo: string | null | undefined) {
  if (!assignedTo) return;
  if (!(await isAssignable(tx, board.projectId, board.ownerId, assignedTo))) {
    throw badRequest(m.invalidAssignee, { assignedTo: m.invalidAssignee });
  }
}

/** 'Une nouvelle tâche "{title}" vous a été assignée.' (spec 2 §8), never to the one who assigns. */
async function notifyAssignee(tx: Tx, events: CommandEvents, actorId: string, task: TaskRow) {
  if (!task.assignedTo || task.assignedTo === actorId) return;
  await notify(tx, events, {
    userId: task.assignedTo,
    type: 'task',
    content: fill(m.notifications.assigned, { title: task.title }),
    relatedId: task.projectId,
    taskId: task.id,
  });
}

/** 'Nouvelle tâche': the row, the board's event and the assignee's notification. */
export async function createTask(
  tx: Tx,
  events: CommandEvents,
  input: { actorId: string; board: Board; fields: TaskCreate },
): Promise<TaskRow> {
  await checkAssignee(tx, input.board, input.fields.assignedTo);
  const [row] = await tx
    .insert(tasks)
    .values({ ...input.fields, projectId: input.board.projectId })
    .returning();
  if (!row) throw new Error('tâche non enregistrée');
  taskChanged(events, {
    projectId: row.projectId,
    taskId: row.id,
    change: 'created',
    status: row.status,
    updatedAt: row.updatedAt,
  });
  await notifyAssignee(tx, events, input.actorId, row);
  return row;
}

/**
 * The edit form or a move (the task is locked by the caller, so concurrent writes apply one after the
 * other: the last one wins). A reassignment notifies the new assignee.
 */
export async function updateTask(
  tx: Tx,
  events: CommandEvents,
  input: { actorId: string; board: Board; task: TaskRow; fields: TaskUpdate },
): Promise<TaskRow> {
  const { task, fields } = input;
  const reassigned = fields.assignedTo !== undefined && fields.assignedTo !== task.assignedTo;
  if (reassigned) await checkAssignee(tx, input.board, fields.assignedTo);
  const [row] = await tx
    .update(tasks)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(tasks.id, task.id))
    .returning();
  if (!row) throw new Error('tâche non enregistrée');
  taskChanged(events, {
    projectId: row.projectId,
    taskId: row.id,
    change: 'updated',
    status: row.status,
    updatedAt: row.updatedAt,
  });
  if (reassigned) await notifyAssignee(tx, events, input.actorId, row);
  return row;
}

/** Deletes a task with its comments (cascade) and reminders; its notifications stay, without the task. */
export async function deleteTask(tx: Tx, events: CommandEvents, input: { task: TaskRow }): Promise<void> {
  await tx.delete(tasks).where(eq(tasks.id, input.task.id));
  taskChanged(events, { projectId: input.task.projectId, taskId: input.task.id, change: 'deleted' });
}

/** A comment on a task; the board refreshes its count and open dialogs their thread. */
export async function addTaskComment(
  tx: Tx,
  events: CommandEvents,
  input: { task: TaskRow; userId: string; content: string },
) {
  const [row] = await tx
    .insert(taskComments)
    .values({ taskId: input.task.id, userId: input.userId, content: input.content })
    .returning();
  if (!row) throw new Error('commentaire non enregistré');
  taskChanged(events, { projectId: input.task.projectId, taskId: input.task.id, change: 'commented' });
  return row;
}

/** Deletes a comment (its author only, checked by the caller). */
export async function deleteTaskComment(
  tx: Tx,
  events: CommandEvents,
  input: { commentId: string; taskId: string; projectId: string },
): Promise<void> {
  await tx.delete(taskComments).where(eq(taskComments.id, input.commentId));
  taskChanged(events, { projectId: input.projectId, taskId: input.taskId, change: 'commented' });
}
