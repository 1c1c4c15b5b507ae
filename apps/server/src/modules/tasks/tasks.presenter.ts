import {
  memberAsSeen,
  memberDisplayName,
  type Task,
  type TaskAssigneeOption,
  type TaskBoard,
  type TaskCard,
  type TaskComment,
  type TaskPage,
  type TaskPerson,
  type TaskStatus,
} from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import { isoString } from '../../lib/iso-string';
import { projectPersonSight } from '../projects';
import {
  assigneeKey,
  canDeleteTaskComment,
  type TaskBoardFacts,
  taskAbilities,
  taskBoardAbilities,
} from './tasks.policy';
import type {
  BoardMemberRow,
  TaskCardPage,
  TaskCardRow,
  TaskCommentView,
  TaskPersonRow,
  TaskView,
} from './tasks.service';

type MaybeActor = Pick<Actor, 'id' | 'role'> | null;

/**
 * A person on a task (assignee, comment author) as the viewer may see them (`projectPersonSight`): named,
 * an anonymous member under their display name, or 'Membre anonyme' for a team hidden from the viewer;
 * without id or avatar unless named. A deleted account is 'Utilisateur supprimé' (`memberAsSeen`), no id.
 */
export function presentTaskPerson(
  row: TaskPersonRow,
  actor: MaybeActor,
  facts: TaskBoardFacts,
): TaskPerson | null {
  const { person, membership } = row;
  if (!person) return null;
  if (person.deletedAt) {
    const seen = memberAsSeen({
      id: person.id,
      fullName: person.fullName,
      avatarUrl: person.avatarUrl,
      profession: null,
      deleted: true,
    });
    return { id: null, fullName: seen.fullName, avatarUrl: seen.avatarUrl, deleted: true };
  }
  switch (projectPersonSight(actor, facts, { userId: person.id, membership })) {
    case 'identified':
      return { id: person.id, fullName: person.fullName, avatarUrl: person.avatarUrl, deleted: false };
    case 'anonymous':
      return {
        id: null,
        fullName: anonymousName(membership?.displayName ?? null),
        avatarUrl: null,
        deleted: false,
      };
    case 'hidden':
      return { id: null, fullName: anonymousName(null), avatarUrl: null, deleted: false };
  }
}

const anonymousName = (displayName: string | null) =>
  memberDisplayName({ showProfile: false, displayName, fullName: null });

/** The assignee's value among the viewer's options (`assigneeKey`), or null. */
const assigneeOptionOf = (row: TaskPersonRow, actor: MaybeActor, facts: TaskBoardFacts) =>
  row.person && !row.person.deletedAt
    ? assigneeKey(actor, facts, { userId: row.person.id, membership: row.membership })
    : null;

export function presentTask(row: TaskView, actor: MaybeActor, facts: TaskBoardFacts): Task {
  const { task } = row;
  return {
    id: task.id,
    projectId: task.projectId,
    title: task.title,
    description: task.description,
    status: task.status,
    dueDate: task.dueDate,
    assignee: presentTaskPerson(row, actor, facts),
    assigneeOption: assigneeOptionOf(row, actor, facts),
    commentCount: row.commentCount,
    createdAt: isoString(task.createdAt),
    updatedAt: isoString(task.updatedAt),
    abilities: taskAbilities(actor, facts),
  };
}

/** A task's card: the fields the board shows, picked one by one (the board's answer is not parsed again). */
export function presentTaskCard(row: TaskCardRow, assignee: TaskPerson | null): TaskCard {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    dueDate: row.dueDate,
    assignee,
    commentCount: row.commentCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A page of cards (a column's, or the list's) and the position of the next page. */
export function presentTaskPage(page: TaskCardPage, actor: MaybeActor, facts: TaskBoardFacts): TaskPage {
  // Each assignee presented once for the viewer, then shared by their cards.
  const shown = new Map<TaskPersonRow, TaskPerson | null>();
  const assigneeOf = (row: TaskCardRow) => {
    const person = page.assigneeOf(row);
    if (!person) return null;
    if (!shown.has(person)) shown.set(person, presentTaskPerson(person, actor, facts));
    return shown.get(person) ?? null;
  };
  return {
    items: page.rows.map((row) => presentTaskCard(row, assigneeOf(row))),
    nextCursor: page.nextCursor,
  };
}

/**
 * The board: its three columns in their fixed order (each its first page, its total and its next page),
 * the assignee options for those who may create tasks, and the board's abilities.
 */
export function presentTaskBoard(input: {
  board: {
    columns: Array<{ status: TaskStatus; total: number; page: TaskCardPage }>;
    /** The project's members with an active account, in the order they joined. */
    members: BoardMemberRow[];
  };
  /** The project's owner (an active account: a deleted owner's project is gone). */
  owner: { id: string; fullName: string; avatarUrl: string | null };
  actor: MaybeActor;
  facts: TaskBoardFacts;
}): TaskBoard {
  const { board, owner, actor, facts } = input;
  const abilities = taskBoardAbilities(actor, facts);
  // The owner first, then the members the viewer may assign (an anonymous one by their row, unnamed).
  const options: TaskAssigneeOption[] = [];
  const ownerRow = { userId: owner.id, membership: null };
  if (assigneeKey(actor, facts, ownerRow)) {
    options.push({ id: owner.id, fullName: owner.fullName, avatarUrl: owner.avatarUrl, isOwner: true });
  }
  for (const member of board.members) {
    const id = assigneeOptionOf(member, actor, facts);
    const shown = presentTaskPerson(member, actor, facts);
    if (id && shown)
      options.push({ id, fullName: shown.fullName, avatarUrl: shown.avatarUrl, isOwner: false });
  }
  return {
    columns: board.columns.map(({ status, total, page }) => {
      const { items, nextCursor } = presentTaskPage(page, actor, facts);
      return { status, total, items, nextCursor };
    }),
    assignees: options,
    abilities,
  };
}

export function presentTaskComment(
  row: TaskCommentView,
  actor: MaybeActor,
  facts: TaskBoardFacts,
): TaskComment {
  const { comment } = row;
  return {
    id: comment.id,
    taskId: comment.taskId,
    content: comment.content,
    createdAt: isoString(comment.createdAt),
    user: presentTaskPerson(row, actor, facts) ?? {
      id: null,
      fullName: anonymousName(null),
      avatarUrl: null,
      deleted: false,
    },
    abilities: {
      delete: canDeleteTaskComment(actor, { authorId: comment.userId }),
      // Issue 31: another member may report it; an administrator may remove it with a statement of reasons.
      report: actor !== null && comment.userId !== actor.id,
      moderate: actor?.role === 'admin',
    },
  };
}
