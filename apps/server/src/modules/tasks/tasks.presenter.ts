import {
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
import { canDeleteTaskComment, type TaskBoardFacts, taskAbilities, taskBoardAbilities } from './tasks.policy';
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
 * A person on a task as the viewer may see them: an anonymous project member (spec 2 §4) keeps their
 * identity for the owner and themselves; others see their display name, without id or avatar.
 */
export function presentTaskPerson(
  row: TaskPersonRow,
  actor: MaybeActor,
  facts: Pick<TaskBoardFacts, 'ownerId'>,
): TaskPerson | null {
  const { person, membership } = row;
  if (!person || person.deletedAt) return null;
  const identified =
    !membership ||
    membership.showProfile ||
    person.id === facts.ownerId ||
    actor?.id === person.id ||
    actor?.id === facts.ownerId;
  if (identified) return { id: person.id, fullName: person.fullName, avatarUrl: person.avatarUrl };
  return {
    id: null,
    fullName: memberDisplayName({ showProfile: false, displayName: membership.displayName, fullName: null }),
    avatarUrl: null,
  };
}

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
    commentCount: row.commentCount,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
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
  const options: TaskAssigneeOption[] = [];
  if (abilities.create) {
    options.push({ id: owner.id, fullName: owner.fullName, avatarUrl: owner.avatarUrl, isOwner: true });
    for (const member of board.members) {
      const shown = presentTaskPerson(member, actor, facts);
      // Members assign each other: the option keeps its id, under the name the viewer may see.
      if (shown) options.push({ ...shown, id: member.person.id, isOwner: false });
    }
  }
  return {
    columns: board.columns.map(({ status, total, page }) => ({
      status,
      total,
      ...presentTaskPage(page, actor, facts),
    })),
    assignees: options,
    abilities,
  };
}

export function presentTaskComment(
  row: TaskCommentView,
  actor: MaybeActor,
  facts: Pick<TaskBoardFacts, 'ownerId'>,
): TaskComment {
  const { comment } = row;
  return {
    id: comment.id,
    taskId: comment.taskId,
    content: comment.content,
    createdAt: comment.createdAt.toISOString(),
    user: presentTaskPerson(row, actor, facts) ?? {
      id: null,
      fullName: memberDisplayName({ showProfile: false, displayName: null, fullName: null }),
      avatarUrl: null,
    },
    abilities: { delete: canDeleteTaskComment(actor, { authorId: comment.userId }) },
  };
}
