import {
  type TaskListSort,
  type TaskStatus,
  taskColumnPageSize,
  taskListPageSize,
  taskStatuses,
} from '@plateau/shared';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { projectMembers, projects, taskComments, tasks, users } from '../../db/schema';
import { cursorKey, type KeysetCursor, pageOf, pageWith } from '../../lib/cursor';
import { isoText } from '../../lib/raw-query';
import { encodeListCursor, type TaskListCursor } from './tasks.cursor';

type Reader = Db | Tx;

export type TaskRow = typeof tasks.$inferSelect;
export type TaskCommentRow = typeof taskComments.$inferSelect;

/** A person on a task with their membership of its project (null for the owner or a former member). */
export type TaskPersonRow = {
  /** `deletedAt` is a Date, or its text when PostgreSQL built the row as JSON. */
  person: { id: string; fullName: string; avatarUrl: string | null; deletedAt: Date | string | null } | null;
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

/** A card as the board, a column page and the list read it, built as JSON by PostgreSQL. */
export type TaskCardRow = {
  id: string;
  title: string;
  status: TaskStatus;
  dueDate: string | null;
  commentCount: number;
  createdAt: string;
  updatedAt: string;
  /** created_at as a keyset key (`cursorKey`: microseconds). */
  at: string;
  /** Whoever the task is assigned to, with their membership of the project (anonymity), or null. */
  assignee: TaskPersonRow | null;
};

/** A person as JSON, in the shape of `TaskPersonRow` (their membership of the project in `pm`). */
const personJson = (user: string, membership: string) =>
  sql.raw(`json_build_object(
    'person', json_build_object('id', ${user}.id, 'fullName', ${user}.full_name,
      'avatarUrl', ${user}.avatar_url, 'deletedAt', ${user}.deleted_at),
    'membership', CASE WHEN ${membership}.id IS NULL THEN NULL ELSE json_build_object(
      'showProfile', ${membership}.show_profile, 'displayName', ${membership}.display_name) END)`);

/** The cards of `t` (with its assignee `u`, their membership `pm`) as a JSON array in the given order. */
const cardsJson = (order: SQL) => sql`coalesce(json_agg(json_build_object(
    'id', t.id, 'title', t.title, 'status', t.status, 'dueDate', t.due_date,
    'commentCount', t.comment_count, 'createdAt', ${isoText(sql`t.created_at`)},
    'updatedAt', ${isoText(sql`t.updated_at`)}, 'at', ${cursorKey(sql`t.created_at`)},
    'assignee', CASE WHEN u.id IS NULL THEN NULL ELSE ${personJson('u', 'pm')} END
  ) ORDER BY ${order}), '[]'::json)`;

/** The assignee of `t` and their membership of its project. */
const assigneeJoins = sql`LEFT JOIN ${users} u ON u.id = t.assigned_to
  LEFT JOIN ${projectMembers} pm ON pm.project_id = t.project_id AND pm.user_id = t.assigned_to`;

/** The board's order in a column: newest first (spec 2 §7). */
const newestFirst = sql`t.created_at DESC, t.id DESC`;

/**
 * Statements prepared once per database (named: PostgreSQL parses and plans them once per connection),
 * and built once by Drizzle. A statement is one SELECT of JSON columns: `json` comes out parsed.
 */
const preparedByDb = new WeakMap<Db, Map<string, ReturnType<typeof prepareJson>>>();

function prepareJson(db: Db, name: string, columns: Record<string, SQL>) {
  const fields = Object.fromEntries(Object.keys(columns).map((key) => [key, sql.raw(`"${key}"`)]));
  const selection = sql.join(
    Object.entries(columns).map(([key, column]) => sql`(${column}) AS ${sql.raw(`"${key}"`)}`),
    sql`, `,
  );
  return db.select(fields).from(sql`(SELECT ${selection}) AS answer`).prepare(name);
}

const projectParam = sql`${sql.placeholder('projectId')}::uuid`;

/**
 * What the access check needs (`boardAccess`), read in the same statement as the cards: the project's
 * owner (an active account: a deleted owner's project is gone) and whether the actor is a member. Null
 * for an unknown project.
 */
export type BoardAccessRow = {
  owner: { id: string; fullName: string; avatarUrl: string | null };
  isMember: boolean;
} | null;

const accessJson = sql`SELECT json_build_object(
    'owner', json_build_object('id', o.id, 'fullName', o.full_name, 'avatarUrl', o.avatar_url),
    'isMember', m.id IS NOT NULL)
  FROM ${projects} p JOIN ${users} o ON o.id = p.user_id AND o.deleted_at IS NULL
  LEFT JOIN ${projectMembers} m ON m.project_id = p.id AND m.user_id = ${sql.placeholder('actorId')}::uuid
  WHERE p.id = ${projectParam}`;

/**
 * Runs a board statement (built on its first use): its JSON columns and the board's access facts, in one
 * round trip.
 */
async function runBoardStatement<T>(
  db: Db,
  name: string,
  build: () => Record<string, SQL>,
  params: { projectId: string; actorId: string } & Record<string, unknown>,
): Promise<T & { access: BoardAccessRow }> {
  let statements = preparedByDb.get(db);
  if (!statements) {
    statements = new Map();
    preparedByDb.set(db, statements);
  }
  let statement = statements.get(name);
  if (!statement) {
    statement = prepareJson(db, name, { ...build(), access: accessJson });
    statements.set(name, statement);
  }
  const [row] = await statement.execute(params);
  return row as T & { access: BoardAccessRow };
}

/** A page of cards and the position of the next one. */
export type TaskCardPage = { rows: TaskCardRow[]; nextCursor: string | null };

const columnPage = (rows: TaskCardRow[]) =>
  pageOf(rows, taskColumnPageSize, (row) => ({ at: row.at, id: row.id }));

/** The project's members with an active account, in the order they joined (the assignee options). */
export type BoardMemberRow = TaskPersonRow & { person: NonNullable<TaskPersonRow['person']> };

/**
 * The board's first page in one statement: each column's total (an index-only count), its newest cards
 * (per column an index scan stopped after a page and one row) with their assignees, and the project's
 * members, who may be assigned.
 */
export async function loadBoard(db: Db, input: { projectId: string; actorId: string }) {
  const statuses = sql.raw(`(VALUES ${taskStatuses.map((status) => `('${status}')`).join(', ')})`);
  const answer = await runBoardStatement<{
    totals: Array<{ status: TaskStatus; total: number }>;
    cards: TaskCardRow[];
    members: BoardMemberRow[];
  }>(
    db,
    'task_board',
    () => ({
      totals: sql`SELECT coalesce(json_agg(json_build_object('status', status, 'total', total)), '[]'::json)
        FROM (SELECT status, count(*)::int AS total FROM ${tasks}
              WHERE project_id = ${projectParam} GROUP BY status) totals`,
      cards: sql`SELECT ${cardsJson(newestFirst)} FROM ${statuses} AS s(status)
        CROSS JOIN LATERAL (SELECT * FROM ${tasks} WHERE project_id = ${projectParam} AND status = s.status
          ORDER BY created_at DESC, id DESC LIMIT ${taskColumnPageSize + 1}) t
        ${assigneeJoins}`,
      members: sql`SELECT coalesce(json_agg(${personJson('mu', 'm')} ORDER BY m.created_at, m.id), '[]'::json)
        FROM ${projectMembers} m JOIN ${users} mu ON mu.id = m.user_id
        WHERE m.project_id = ${projectParam} AND mu.deleted_at IS NULL`,
    }),
    input,
  );
  return {
    access: answer.access,
    columns: taskStatuses.map((status) => ({
      status,
      total: answer.totals.find((row) => row.status === status)?.total ?? 0,
      page: columnPage(answer.cards.filter((row) => row.status === status)),
    })),
    members: answer.members,
  };
}

/** A column's cards after a position (or its first ones), newest first. */
export async function listColumnPage(
  db: Db,
  input: { projectId: string; actorId: string; status: TaskStatus; after: KeysetCursor | null },
) {
  const { projectId, actorId, status, after } = input;
  const { access, cards } = await runBoardStatement<{ cards: TaskCardRow[] }>(
    db,
    after ? 'task_column_after' : 'task_column',
    () => {
      const afterPosition = after
        ? sql`AND (created_at, id) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)`
        : sql``;
      return {
        cards: sql`SELECT ${cardsJson(newestFirst)} FROM (SELECT * FROM ${tasks}
          WHERE project_id = ${projectParam} AND status = ${sql.placeholder('status')} ${afterPosition}
          ORDER BY created_at DESC, id DESC LIMIT ${taskColumnPageSize + 1}) t
          ${assigneeJoins}`,
      };
    },
    { projectId, actorId, status, at: after?.at, id: after?.id },
  );
  return { access, page: columnPage(cards) };
}

/** The list view's keys: undated tasks after every date ('infinity' is never a task's day), status rank. */
const dueKey = (day: SQL) => sql`coalesce(${day}, 'infinity'::date)`;
const statusRank = (status: SQL) =>
  sql`array_position(${sql.raw(`ARRAY[${taskStatuses.map((s) => `'${s}'`).join(',')}]::text[]`)}, ${status})`;

/**
 * A page of the list view in its sort, after a position: by due date (soonest first, undated last, then
 * by status) or by status (then soonest due date); ties in the board's order, newest first.
 */
export async function listTaskListPage(
  db: Db,
  input: { projectId: string; actorId: string; sort: TaskListSort; after: TaskListCursor | null },
) {
  const { projectId, actorId, sort, after } = input;
  const { access, cards } = await runBoardStatement<{ cards: TaskCardRow[] }>(
    db,
    `task_list_${sort}${after ? '_after' : ''}`,
    () => {
      const keys = (due: SQL, status: SQL) =>
        sort === 'status' ? [statusRank(status), dueKey(due)] : [dueKey(due), statusRank(status)];
      const [first, second] = keys(sql`t.due_date`, sql`t.status`);
      let afterPosition = sql``;
      if (after) {
        const [afterFirst, afterSecond] = keys(
          sql`${sql.placeholder('dueDate')}::date`,
          sql`${sql.placeholder('status')}::text`,
        );
        const afterCreated = sql`(${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)`;
        afterPosition = sql`AND ((${first}, ${second}) > (${afterFirst}, ${afterSecond})
          OR ((${first}, ${second}) = (${afterFirst}, ${afterSecond}) AND (t.created_at, t.id) < ${afterCreated}))`;
      }
      const order = sql`${first}, ${second}, ${newestFirst}`;
      return {
        cards: sql`SELECT ${cardsJson(order)} FROM (SELECT * FROM ${tasks} t
          WHERE t.project_id = ${projectParam} ${afterPosition}
          ORDER BY ${order} LIMIT ${taskListPageSize + 1}) t
          ${assigneeJoins}`,
      };
    },
    {
      projectId,
      actorId,
      dueDate: after?.dueDate ?? null,
      status: after?.status,
      at: after?.at,
      id: after?.id,
    },
  );
  return { access, page: pageWith(cards, taskListPageSize, (row) => encodeListCursor(row)) };
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
