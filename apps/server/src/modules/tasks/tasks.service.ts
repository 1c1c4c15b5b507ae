import {
  type TaskListSort,
  type TaskStatus,
  taskColumnPageSize,
  taskListPageSize,
  taskStatuses,
} from '@plateau/shared';
import { and, asc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { projectMembers, taskComments, tasks, users } from '../../db/schema';
import { cursorKey, type KeysetCursor, pageOf, pageWith } from '../../lib/cursor';
import { isoText, selectRows } from '../../lib/raw-query';
import { encodeListCursor, type TaskListCursor } from './tasks.cursor';

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

/** A card as the board, a column page and the list read it: its keys as text, alike on both drivers. */
export type TaskCardRow = {
  id: string;
  title: string;
  status: TaskStatus;
  dueDate: string | null;
  commentCount: number;
  createdAt: string;
  updatedAt: string;
  assignedTo: string | null;
  /** created_at as a keyset key (`cursorKey`: microseconds). */
  at: string;
};

/** The card's columns of `tasks t` (no description: the dialog loads it). */
const cardColumns = sql`t.id, t.title, t.status, t.due_date::text AS "dueDate",
  t.comment_count AS "commentCount", ${isoText(sql`t.created_at`)} AS "createdAt",
  ${isoText(sql`t.updated_at`)} AS "updatedAt", t.assigned_to AS "assignedTo",
  ${cursorKey(sql`t.created_at`)} AS at`;

/** The board's order in a column: newest first (spec 2 §7). */
const newestFirst = sql`t.created_at DESC, t.id DESC`;

/** A page of cards and the position of the next one. */
export type TaskCardPage = { rows: TaskCardRow[]; nextCursor: string | null };

const columnPage = (rows: TaskCardRow[]) =>
  pageOf(rows, taskColumnPageSize, (row) => ({ at: row.at, id: row.id }));

/**
 * The board's first page: its three columns in their fixed order, each with its total and its newest
 * cards, in one statement (the counts, then per column an index scan stopped after a page and one row).
 */
export async function listBoardColumns(db: Reader, projectId: string) {
  const rows = await selectRows<TaskCardRow & { total: number }>(
    db,
    sql`SELECT c.total, ${cardColumns}
      FROM (SELECT status, count(*)::int AS total FROM ${tasks}
            WHERE project_id = ${projectId} GROUP BY status) c
      CROSS JOIN LATERAL (
        SELECT * FROM ${tasks} t WHERE t.project_id = ${projectId} AND t.status = c.status
        ORDER BY ${newestFirst} LIMIT ${taskColumnPageSize + 1}
      ) t
      ORDER BY ${newestFirst}`,
  );
  return taskStatuses.map((status) => {
    const cards = rows.filter((row) => row.status === status);
    return { status, total: cards[0]?.total ?? 0, page: columnPage(cards) };
  });
}

/** A column's cards after a position (or its first ones), newest first. */
export async function listColumnPage(
  db: Reader,
  input: { projectId: string; status: TaskStatus; after: KeysetCursor | null },
): Promise<TaskCardPage> {
  const { projectId, status, after } = input;
  const afterPosition = after
    ? sql`AND (t.created_at, t.id) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const rows = await selectRows<TaskCardRow>(
    db,
    sql`SELECT ${cardColumns} FROM ${tasks} t
      WHERE t.project_id = ${projectId} AND t.status = ${status} ${afterPosition}
      ORDER BY ${newestFirst} LIMIT ${taskColumnPageSize + 1}`,
  );
  return columnPage(rows);
}

/** The list view's keys: undated tasks after every date ('infinity' is never a task's day), status rank. */
const dueKey = sql`coalesce(t.due_date, 'infinity'::date)`;
const statusRank = (status: SQL) => sql`array_position(${sql.raw(`ARRAY[${taskStatuses.map((s) => `'${s}'`).join(',')}]::text[]`)}, ${status})`;

/**
 * A page of the list view in its sort, after a position: by due date (soonest first, undated last, then
 * by status) or by status (then soonest due date); ties in the board's order, newest first.
 */
export async function listTaskListPage(
  db: Reader,
  input: { projectId: string; sort: TaskListSort; after: TaskListCursor | null },
): Promise<TaskCardPage> {
  const { projectId, sort, after } = input;
  const rank = statusRank(sql`t.status`);
  const [first, second] = sort === 'status' ? [rank, dueKey] : [dueKey, rank];
  let afterPosition = sql``;
  if (after) {
    const afterDue = sql`coalesce(${after.dueDate}::date, 'infinity'::date)`;
    const afterRank = statusRank(sql`${after.status}::text`);
    const [afterFirst, afterSecond] = sort === 'status' ? [afterRank, afterDue] : [afterDue, afterRank];
    afterPosition = sql`AND ((${first}, ${second}) > (${afterFirst}, ${afterSecond})
      OR ((${first}, ${second}) = (${afterFirst}, ${afterSecond})
        AND (t.created_at, t.id) < (${after.at}::timestamptz, ${after.id}::uuid)))`;
  }
  const rows = await selectRows<TaskCardRow>(
    db,
    sql`SELECT ${cardColumns} FROM ${tasks} t
      WHERE t.project_id = ${projectId} ${afterPosition}
      ORDER BY ${first}, ${second}, ${newestFirst} LIMIT ${taskListPageSize + 1}`,
  );
  return pageWith(rows, taskListPageSize, (row) => encodeListCursor(row));
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
