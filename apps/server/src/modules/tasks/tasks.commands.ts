import { taskMessages as m, type TaskCreate, type TaskUpdate } from '@plateau/shared';
import { fill } from '@plateau/shared/messages/fill';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Tx } from '../../db/client';
import { taskComments, tasks } from '../../db/schema';
import type { CommandEvents } from '../../lib/command';
import { badRequest } from '../../lib/errors';
import { notify } from '../notifications';
import { taskChanged } from '../projects';
import { assigneeKey, type TaskBoardFacts } from './tasks.policy';
import { findAssignable, type TaskRow } from './tasks.service';

type Board = { projectId: string; ownerId: string; facts: TaskBoardFacts };
type Writer = Pick<Actor, 'id' | 'role'>;

/**
 * The user an `assignedTo` designates: one of the actor's assignee options (`assigneeKey`: the owner or a
 * member they may see), or 400. Null and absent stay as they are.
 */
async function resolveAssignee(tx: Tx, actor: Writer, board: Board, assignedTo: string | null | undefined) {
  if (!assignedTo) return assignedTo;
  const person = await findAssignable(tx, board.projectId, board.ownerId, assignedTo);
  if (!person || assigneeKey(actor, board.facts, person) !== assignedTo) {
    throw badRequest(m.invalidAssignee, { assignedTo: m.invalidAssignee });
  }
  return person.userId;
}

/** 'Une nouvelle tâche "{title}" vous a été assignée.' (spec 2 §8), never to the one who assigns. */
async function notifyAssignee(tx: Tx, events: CommandEvents, actorId: string, task: TaskRow) {
  if (!task.assignedTo || task.assignedTo === actorId) return;
  await notify(tx, events, {
    userId: task.assignedTo,
    type: 'task',
    kind: 'taskAssigned',
    content: fill(m.notifications.assigned, { title: task.title }),
    relatedId: task.projectId,
    taskId: task.id,
  });
}

/** 'Nouvelle tâche': the row, the board's event and the assignee's notification. */
export async function createTask(
  tx: Tx,
  events: CommandEvents,
  input: { actor: Writer; board: Board; fields: TaskCreate },
): Promise<TaskRow> {
  const assignedTo = await resolveAssignee(tx, input.actor, input.board, input.fields.assignedTo);
  const [row] = await tx
    .insert(tasks)
    .values({ ...input.fields, assignedTo, projectId: input.board.projectId })
    .returning();
  if (!row) throw new Error('tâche non enregistrée');
  taskChanged(events, {
    projectId: row.projectId,
    taskId: row.id,
    change: 'created',
    status: row.status,
    updatedAt: row.updatedAt,
  });
  await notifyAssignee(tx, events, input.actor.id, row);
  return row;
}

/**
 * The edit form or a move (the task is locked by the caller, so concurrent writes apply one after the
 * other: the last one wins). A reassignment notifies the new assignee.
 */
export async function updateTask(
  tx: Tx,
  events: CommandEvents,
  input: { actor: Writer; board: Board; task: TaskRow; fields: TaskUpdate },
): Promise<TaskRow> {
  const { task } = input;
  // An unchanged assignee (by id) is kept as it is, even one the actor may not assign any more.
  const unchanged = input.fields.assignedTo === undefined || input.fields.assignedTo === task.assignedTo;
  const fields = unchanged
    ? { ...input.fields, assignedTo: undefined }
    : {
        ...input.fields,
        assignedTo: await resolveAssignee(tx, input.actor, input.board, input.fields.assignedTo),
      };
  const reassigned = fields.assignedTo !== undefined && fields.assignedTo !== task.assignedTo;
  const [row] = await tx
    .update(tasks)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(tasks.id, task.id))
    .returning();
  if (!row) throw new Error('tâche non enregistrée');
  // A write of the status alone (a drop on the board): boards apply it without reading the task again.
  const moved = Object.entries(input.fields).every(
    ([name, value]) => name === 'status' || value === undefined,
  );
  taskChanged(events, {
    projectId: row.projectId,
    taskId: row.id,
    change: moved ? 'moved' : 'updated',
    status: row.status,
    previousStatus: task.status,
    updatedAt: row.updatedAt,
  });
  if (reassigned) await notifyAssignee(tx, events, input.actor.id, row);
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
