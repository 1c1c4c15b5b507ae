import { taskMessages as m, projectMessages } from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import type { Db, Tx } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { findProjectForMember } from '../projects';
import { canDeleteTaskComment, canManageTasks, type TaskBoardFacts } from './tasks.policy';
import { type BoardAccessRow, findCommentView, findTask } from './tasks.service';

/** The project of a board with the actor's facts, or the projects area's 404 'Projet non trouvé.'. */
export async function requireBoard(db: Db | Tx, actor: Actor, projectId: string, notFoundText?: string) {
  const row = await findProjectForMember(db, projectId, actor.id);
  if (!row) throw notFound(notFoundText ?? projectMessages.notFound);
  const facts: TaskBoardFacts = {
    ownerId: row.project.userId,
    isMember: row.membershipId !== null,
    memberVisibility: row.project.memberVisibilityDefault,
  };
  return { project: row.project, owner: row.owner, facts };
}

/**
 * The access check of a board read with its cards in one statement (`loadBoard`, the pages): the owner
 * and the actor's facts, or the same 404 as `requireBoard`. Nothing read is answered before it passes.
 */
export function boardAccess(access: BoardAccessRow) {
  if (!access) throw notFound(projectMessages.notFound);
  const facts: TaskBoardFacts = {
    ownerId: access.owner.id,
    isMember: access.isMember,
    memberVisibility: access.visibility,
  };
  return { owner: access.owner, facts };
}

/** The same, refusing with 403 and the area's text anyone who may not write on the board. */
export async function requireManagedBoard(
  db: Db | Tx,
  actor: Actor,
  projectId: string,
  refusal: string = m.notAllowed,
  notFoundText?: string,
) {
  const board = await requireBoard(db, actor, projectId, notFoundText);
  if (!canManageTasks(actor, board.facts)) throw forbidden(refusal);
  return board;
}

/** A task (locked when `tx` writes) with its board, or 404 'Tâche introuvable.' (its project gone too). */
export async function requireTask(db: Db | Tx, actor: Actor, id: string, forUpdate = false) {
  const task = await findTask(db, id, forUpdate);
  if (!task) throw notFound(m.notFound);
  return { task, ...(await requireBoard(db, actor, task.projectId, m.notFound)) };
}

/** A comment with its task's project, or 404 'Commentaire introuvable.'. */
export async function requireComment(db: Db | Tx, actor: Actor, id: string) {
  const comment = await findCommentView(db, id);
  if (!comment) throw notFound(m.commentNotFound);
  return { comment, ...(await requireBoard(db, actor, comment.projectId, m.commentNotFound)) };
}

/** A task the actor may write on (locked), with its board: 404 as `requireTask`, then 403 with `refusal`. */
export async function requireManagedTask(tx: Tx, actor: Actor, id: string, refusal: string = m.notAllowed) {
  const loaded = await requireTask(tx, actor, id, true);
  if (!canManageTasks(actor, loaded.facts)) throw forbidden(refusal);
  return loaded;
}

/** A comment its author may delete: 404 as `requireComment`, then 403 'Vous ne pouvez supprimer que vos commentaires'. */
export async function requireOwnComment(tx: Tx, actor: Actor, id: string) {
  const loaded = await requireComment(tx, actor, id);
  if (!canDeleteTaskComment(actor, { authorId: loaded.comment.comment.userId }))
    throw forbidden(m.ownCommentOnly);
  return loaded;
}
