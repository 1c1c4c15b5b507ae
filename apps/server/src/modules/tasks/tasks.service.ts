import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { projectMembers, taskComments, tasks, users } from '../../db/schema';

type Reader = Db | Tx;

export type TaskRow = typeof tasks.$inferSelect;
export type TaskCommentRow = typeof taskComments.$inferSelect;

/** A person on a task with their membership of its project (null for the owner or a former member). */
export type TaskPersonRow = {
  person: { id: string; fullName: string; avatarUrl: string | null; deletedAt: Date | null } | null;
  membership: { showProfile: boolean; displayName: string | null } | null;
};

const personColumns = {
  id: users.id,
  fullName: users.fullName,
  avatarUrl: users.avatarUrl,
  deletedAt: users.deletedAt,
};
const personMember = alias(projectMembers, 'person_member');
const membershipColumns = { showProfile: personMember.showProfile, displayName: personMember.displayName };

/** A task with its assignee (and their membership, for anonymity); the comment count is kept on the task. */
function taskViewQuery(db: Reader) {
  return db
    .select({
      task: tasks,
      person: personColumns,
      membership: membershipColumns,
      commentCount: tasks.commentCount,
    })
    .from(tasks)
    .leftJoin(users, eq(users.id, tasks.assignedTo))
    .leftJoin(
      personMember,
      and(eq(personMember.projectId, tasks.projectId), eq(personMember.userId, tasks.assignedTo)),
    );
}
export type TaskView = Awaited<ReturnType<typeof taskViewQuery>>[number];

function prepareTaskCards(db: Db) {
  return db
    .select({
      id: tasks.id,
      title: tasks.title,
      status: tasks.status,
      dueDate: tasks.dueDate,
      commentCount: tasks.commentCount,
      updatedAt: tasks.updatedAt,
      assignedTo: tasks.assignedTo,
    })
    .from(tasks)
    .where(eq(tasks.projectId, sql.placeholder('projectId')))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .prepare('task_cards');
}
export type TaskCardRow = Awaited<ReturnType<ReturnType<typeof prepareTaskCards>['execute']>>[number];

const preparedCards = new WeakMap<Db, ReturnType<typeof prepareTaskCards>>();

/**
 * The board: every task of a project as its card shows it, newest first (spec 2 §7). Only the card's
 * columns (no description, no join: the assignees come once each from `listBoardPeople`), the counts
 * kept on the tasks by a trigger, one statement prepared per database.
 */
export async function listTaskCards(db: Db, projectId: string): Promise<TaskCardRow[]> {
  let statement = preparedCards.get(db);
  if (!statement) {
    statement = prepareTaskCards(db);
    preparedCards.set(db, statement);
  }
  return statement.execute({ projectId });
}

/**
 * The people of a board, once each, in one query: the project's members (active accounts: the assignee
 * options) and whoever its tasks are assigned to, with their membership of the project.
 */
export async function listBoardPeople(db: Reader, projectId: string) {
  const rows = await db
    .select({
      person: personColumns,
      membership: membershipColumns,
      memberSince: personMember.createdAt,
      memberRowId: personMember.id,
    })
    .from(users)
    .leftJoin(personMember, and(eq(personMember.projectId, projectId), eq(personMember.userId, users.id)))
    .where(
      or(
        isNotNull(personMember.id),
        inArray(
          users.id,
          db
            .selectDistinct({ id: tasks.assignedTo })
            .from(tasks)
            .where(and(eq(tasks.projectId, projectId), isNotNull(tasks.assignedTo))),
        ),
      ),
    )
    .orderBy(asc(personMember.createdAt), asc(personMember.id));
  return {
    /** Whoever a task is assigned to, by id. */
    assignees: rows,
    /** The members with an active account, in the order they joined. */
    members: rows.filter((row) => row.memberRowId !== null && row.person.deletedAt === null),
  };
}

/** One task as the board shows it, or null. */
export async function findTaskView(db: Reader, id: string): Promise<TaskView | null> {
  const [row] = await taskViewQuery(db).where(eq(tasks.id, id));
  return row ?? null;
}

/** A task row, locked in the caller's transaction when it writes. */
export async function findTask(db: Reader, id: string, forUpdate = false): Promise<TaskRow | null> {
  const query = db.select().from(tasks).where(eq(tasks.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

const commentViewQuery = (db: Reader) =>
  db
    .select({
      comment: taskComments,
      projectId: tasks.projectId,
      person: personColumns,
      membership: membershipColumns,
    })
    .from(taskComments)
    .innerJoin(tasks, eq(tasks.id, taskComments.taskId))
    .innerJoin(users, eq(users.id, taskComments.userId))
    .leftJoin(
      personMember,
      and(eq(personMember.projectId, tasks.projectId), eq(personMember.userId, taskComments.userId)),
    );
export type TaskCommentView = Awaited<ReturnType<typeof commentViewQuery>>[number];

/** A task's comment thread in ascending time (spec 2 §7). */
export async function listCommentViews(db: Reader, taskId: string): Promise<TaskCommentView[]> {
  return commentViewQuery(db)
    .where(and(eq(taskComments.taskId, taskId), isNull(users.deletedAt)))
    .orderBy(asc(taskComments.createdAt), asc(taskComments.id));
}

/** One comment with its task's project and author, or null. */
export async function findCommentView(db: Reader, id: string): Promise<TaskCommentView | null> {
  const [row] = await commentViewQuery(db).where(eq(taskComments.id, id));
  return row ?? null;
}

/** True when the user is the project's owner or one of its members, with an active account. */
export async function isAssignable(db: Reader, projectId: string, ownerId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        isNull(users.deletedAt),
        userId === ownerId
          ? undefined
          : sql`EXISTS (SELECT 1 FROM ${projectMembers} WHERE ${projectMembers.projectId} = ${projectId} AND ${projectMembers.userId} = ${userId})`,
      ),
    );
  return row !== undefined;
}
