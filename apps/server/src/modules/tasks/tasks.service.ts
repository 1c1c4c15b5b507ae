import {
  type TaskListSort,
  type TaskStatus,
  taskColumnPageSize,
  taskListPageSize,
  taskStatuses,
} from '@plateau/shared';
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { projectMembers, projects, taskComments, tasks, users } from '../../db/schema';
import { withCompiledRows } from '../../lib/compiled-rows';
import { cursorKey, type KeysetCursor, pageOf, pageWith } from '../../lib/cursor';
import { isoText } from '../../lib/raw-query';
import { type TaskListCursor, taskListCursor } from './tasks.cursor';

type Reader = Db | Tx;

export type TaskRow = typeof tasks.$inferSelect;
export type TaskCommentRow = typeof taskComments.$inferSelect;

/** A person on a task with their membership of its project (null for the owner or a former member). */
export type TaskPersonRow = {
  /** `deletedAt` is a Date, or its text when PostgreSQL built the row as JSON. */
  person: { id: string; fullName: string; avatarUrl: string | null; deletedAt: Date | string | null } | null;
  membership: { id: string; showProfile: boolean; displayName: string | null } | null;
};

const personColumns = {
  id: users.id,
  fullName: users.fullName,
  avatarUrl: users.avatarUrl,
  deletedAt: users.deletedAt,
};
const personMember = alias(projectMembers, 'person_member');
const membershipColumns = {
  id: personMember.id,
  showProfile: personMember.showProfile,
  displayName: personMember.displayName,
};

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

/** A card as the board, a column page and the list read it (PostgreSQL writes the page as JSON). */
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
  assignedTo: string | null;
};

/** The columns of a card of `t`, named as `TaskCardRow`'s fields. */
const cardColumns = sql`t.id, t.title, t.status, t.due_date AS "dueDate", t.comment_count AS "commentCount",
  ${isoText(sql`t.created_at`)} AS "createdAt", ${isoText(sql`t.updated_at`)} AS "updatedAt",
  ${cursorKey(sql`t.created_at`)} AS at, t.assigned_to AS "assignedTo"`;

/** A person as PostgreSQL writes them (`personColumns`): flat, their membership of the project folded in. */
type PersonJson = {
  id: string;
  fullName: string;
  avatarUrl: string | null;
  deletedAt: string | null;
  /** Their member row in the project (null for the owner or a former member). */
  memberId: string | null;
  showProfile: boolean | null;
  displayName: string | null;
};

/** The user `u` with their member row `m` in the project (left-joined). */
const personJsonColumns = (u: string, m: string) =>
  sql.raw(`${u}.id, ${u}.full_name AS "fullName", ${u}.avatar_url AS "avatarUrl",
    ${u}.deleted_at AS "deletedAt", ${m}.id AS "memberId",
    ${m}.show_profile AS "showProfile", ${m}.display_name AS "displayName"`);

/** A person with their membership, as the presenter takes them. */
const personRowOf = (row: PersonJson): TaskPersonRow & { person: NonNullable<TaskPersonRow['person']> } => ({
  person: { id: row.id, fullName: row.fullName, avatarUrl: row.avatarUrl, deletedAt: row.deletedAt },
  membership: row.memberId
    ? { id: row.memberId, showProfile: row.showProfile ?? true, displayName: row.displayName }
    : null,
});

/** The board's order in a column: newest first (spec 2 §7). */
const newestFirst = sql`t.created_at DESC, t.id DESC`;

/**
 * Statements prepared once per database (named: PostgreSQL parses and plans them once per connection),
 * and built once by Drizzle. A statement is one SELECT of JSON columns (`json` comes out parsed), after
 * the `cards` of the page (a common table): the cards as rows of JSON, and their assignees once each.
 */
const preparedByDb = new WeakMap<Db, Map<string, ReturnType<typeof prepareJson>>>();

function prepareJson(db: Db, name: string, statement: { cards: SQL; columns: Record<string, SQL> }) {
  const fields = Object.fromEntries(Object.keys(statement.columns).map((key) => [key, sql.raw(`"${key}"`)]));
  const selection = sql.join(
    Object.entries(statement.columns).map(([key, column]) => sql`(${column}) AS ${sql.raw(`"${key}"`)}`),
    sql`, `,
  );
  return withCompiledRows(
    db
      .select(fields)
      .from(sql`(WITH cards AS MATERIALIZED (${statement.cards}) SELECT ${selection}) AS answer`)
      .prepare(name),
  );
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
  /** The project's member visibility (spec 2 §4): who may see the people on its tasks. */
  visibility: string;
} | null;

/** The columns every board statement reads besides its own: access facts, the cards' assignees. */
const commonColumns = {
  access: sql`SELECT json_build_object(
      'owner', json_build_object('id', o.id, 'fullName', o.full_name, 'avatarUrl', o.avatar_url),
      'isMember', m.id IS NOT NULL, 'visibility', p.member_visibility_default)
    FROM ${projects} p JOIN ${users} o ON o.id = p.user_id AND o.deleted_at IS NULL
    LEFT JOIN ${projectMembers} m ON m.project_id = p.id AND m.user_id = ${sql.placeholder('actorId')}::uuid
    WHERE p.id = ${projectParam}`,
  assignees: sql`SELECT coalesce(json_agg(a), '[]'::json) FROM (SELECT ${personJsonColumns('u', 'm')}
    FROM ${users} u LEFT JOIN ${projectMembers} m ON m.project_id = ${projectParam} AND m.user_id = u.id
    WHERE u.id IN (SELECT "assignedTo" FROM cards)) a`,
};

/** The cards of a page in order, as JSON (`order` on the columns of `cards c`). */
const cardsJson = (order: SQL) =>
  sql`SELECT coalesce(json_agg(c ORDER BY ${order}), '[]'::json) FROM cards c`;

type StatementAnswer = { access: BoardAccessRow; assignees: PersonJson[]; cards: TaskCardRow[] };

/**
 * Runs a board statement (built on its first use) in one round trip: its cards, their assignees and the
 * board's access facts, and its own columns.
 */
async function runBoardStatement<T>(
  db: Db,
  name: string,
  build: () => { cards: SQL; columns: Record<string, SQL> },
  params: { projectId: string; actorId: string } & Record<string, unknown>,
) {
  let statements = preparedByDb.get(db);
  if (!statements) {
    statements = new Map();
    preparedByDb.set(db, statements);
  }
  let statement = statements.get(name);
  if (!statement) {
    const built = build();
    statement = prepareJson(db, name, {
      cards: built.cards,
      columns: { ...built.columns, ...commonColumns },
    });
    statements.set(name, statement);
  }
  const [row] = (await statement.execute(params)) as Array<T & StatementAnswer>;
  if (!row) throw new Error('le tableau n’a pas répondu');
  const assignees = new Map(row.assignees.map((person) => [person.id, personRowOf(person)]));
  // Added to the driver's row rather than spread into a copy (ARCHITECTURE.md, "Answers built field by field").
  return Object.assign(row, {
    assigneeOf: (card: TaskCardRow) => (card.assignedTo ? assignees.get(card.assignedTo) : undefined) ?? null,
  });
}

/** A page of cards with the statement's assignees. */
const withAssignees = (
  page: { rows: TaskCardRow[]; nextCursor: string | null },
  assigneeOf: TaskCardPage['assigneeOf'],
): TaskCardPage => ({ rows: page.rows, nextCursor: page.nextCursor, assigneeOf });

/** A page of cards, the position of the next one, and each card's assignee with their membership. */
export type TaskCardPage = {
  rows: TaskCardRow[];
  nextCursor: string | null;
  assigneeOf: (card: TaskCardRow) => TaskPersonRow | null;
};

const columnPage = (rows: TaskCardRow[]) =>
  pageOf(rows, taskColumnPageSize, (row) => ({ at: row.at, id: row.id }));

/** A page of a column, one more card than shown (there is a next page when it comes). */
const columnLimit = sql.raw(String(taskColumnPageSize + 1));
const newestCardFirst = sql`c.at DESC, c.id DESC`;

/** The project's members with an active account, in the order they joined (the assignee options). */
export type BoardMemberRow = ReturnType<typeof personRowOf>;

/**
 * The board's first page in one statement: the access facts, each column's total (an index-only count),
 * its newest cards (per column an index scan stopped after a page and one card) and their assignees, and
 * the project's members, who may be assigned.
 */
export async function loadBoard(db: Db, input: { projectId: string; actorId: string }) {
  const statuses = sql.raw(`(VALUES ${taskStatuses.map((status) => `('${status}')`).join(', ')})`);
  const answer = await runBoardStatement<{
    totals: Array<{ status: TaskStatus; total: number }>;
    members: PersonJson[];
  }>(
    db,
    'task_board',
    () => ({
      cards: sql`SELECT ${cardColumns} FROM ${statuses} AS s(status)
        CROSS JOIN LATERAL (SELECT * FROM ${tasks} WHERE project_id = ${projectParam} AND status = s.status
          ORDER BY created_at DESC, id DESC LIMIT ${columnLimit}) t`,
      columns: {
        cards: cardsJson(newestCardFirst),
        totals: sql`SELECT coalesce(json_agg(totals), '[]'::json)
          FROM (SELECT status, count(*)::int AS total FROM ${tasks}
                WHERE project_id = ${projectParam} GROUP BY status) totals`,
        members: sql`SELECT coalesce(json_agg(a ORDER BY a.since, a.row), '[]'::json)
          FROM (SELECT ${personJsonColumns('u', 'm')}, m.created_at AS since, m.id AS row
                FROM ${projectMembers} m JOIN ${users} u ON u.id = m.user_id
                WHERE m.project_id = ${projectParam} AND u.deleted_at IS NULL) a`,
      },
    }),
    input,
  );
  return {
    access: answer.access,
    columns: taskStatuses.map((status) => ({
      status,
      total: answer.totals.find((row) => row.status === status)?.total ?? 0,
      page: withAssignees(columnPage(answer.cards.filter((row) => row.status === status)), answer.assigneeOf),
    })),
    members: answer.members.map(personRowOf),
  };
}

/** A column's cards after a position (or its first ones), newest first. */
export async function listColumnPage(
  db: Db,
  input: { projectId: string; actorId: string; status: TaskStatus; after: KeysetCursor | null },
) {
  const { projectId, actorId, status, after } = input;
  const answer = await runBoardStatement(
    db,
    after ? 'task_column_after' : 'task_column',
    () => {
      const afterPosition = after
        ? sql`AND (t.created_at, t.id) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)`
        : sql``;
      return {
        cards: sql`SELECT ${cardColumns} FROM ${tasks} t
          WHERE t.project_id = ${projectParam} AND t.status = ${sql.placeholder('status')} ${afterPosition}
          ORDER BY ${newestFirst} LIMIT ${columnLimit}`,
        columns: { cards: cardsJson(newestCardFirst) },
      };
    },
    { projectId, actorId, status, at: after?.at, id: after?.id },
  );
  return { access: answer.access, page: withAssignees(columnPage(answer.cards), answer.assigneeOf) };
}

/** The list view's keys: undated tasks after every date ('infinity' is never a task's day), status rank. */
const dueKey = (day: SQL) => sql`coalesce(${day}, 'infinity'::date)`;
const statusRank = (status: SQL) =>
  sql`array_position(${sql.raw(`ARRAY[${taskStatuses.map((s) => `'${s}'`).join(',')}]::text[]`)}, ${status})`;

/** The list view's two keys in a sort's order (due date, status), before the board's order. */
const listKeys = (sort: TaskListSort, due: SQL, status: SQL) =>
  sort === 'status' ? [statusRank(status), dueKey(due)] : [dueKey(due), statusRank(status)];

/**
 * A page of the list view in its sort, after a position: by due date (soonest first, undated last, then
 * by status) or by status (then soonest due date); ties in the board's order, newest first.
 */
export async function listTaskListPage(
  db: Db,
  input: { projectId: string; actorId: string; sort: TaskListSort; after: TaskListCursor | null },
) {
  const { projectId, actorId, sort, after } = input;
  const answer = await runBoardStatement(
    db,
    `task_list_${sort}${after ? '_after' : ''}`,
    () => {
      const [first, second] = listKeys(sort, sql`t.due_date`, sql`t.status`);
      let afterPosition = sql``;
      if (after) {
        const [afterFirst, afterSecond] = listKeys(
          sort,
          sql`${sql.placeholder('dueDate')}::date`,
          sql`${sql.placeholder('status')}::text`,
        );
        const afterCreated = sql`(${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)`;
        afterPosition = sql`AND ((${first}, ${second}) > (${afterFirst}, ${afterSecond})
          OR ((${first}, ${second}) = (${afterFirst}, ${afterSecond}) AND (t.created_at, t.id) < ${afterCreated}))`;
      }
      const [cardFirst, cardSecond] = listKeys(sort, sql`c."dueDate"`, sql`c.status`);
      return {
        // The card's columns (dates as text) for the page's rows only, not for every task sorted.
        cards: sql`SELECT ${cardColumns} FROM (SELECT * FROM ${tasks} t
          WHERE t.project_id = ${projectParam} ${afterPosition}
          ORDER BY ${first}, ${second}, ${newestFirst} LIMIT ${sql.raw(String(taskListPageSize + 1))}) t`,
        columns: { cards: cardsJson(sql`${cardFirst}, ${cardSecond}, ${newestCardFirst}`) },
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
  const page = pageWith(answer.cards, taskListPageSize, (row) => taskListCursor.encode(row));
  return { access: answer.access, page: withAssignees(page, answer.assigneeOf) };
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

/** A task's comment thread in ascending time (spec 2 §7); a deleted author's comments stay, unnamed. */
export async function listCommentViews(db: Reader, taskId: string): Promise<TaskCommentView[]> {
  return commentViewQuery(db)
    .where(eq(taskComments.taskId, taskId))
    .orderBy(asc(taskComments.createdAt), asc(taskComments.id));
}

/** One comment with its task's project and author, or null. */
export async function findCommentView(db: Reader, id: string): Promise<TaskCommentView | null> {
  const [row] = await commentViewQuery(db).where(eq(taskComments.id, id));
  return row ?? null;
}

/**
 * The person `value` designates on the project's board, with an active account: its owner (by id), or a
 * member (by user id or by member row id, as an anonymous member's assignee option); null otherwise.
 */
export async function findAssignable(
  db: Reader,
  projectId: string,
  ownerId: string,
  value: string,
): Promise<{ userId: string; membership: { id: string; showProfile: boolean } | null } | null> {
  if (value === ownerId) {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, value), isNull(users.deletedAt)));
    return owner ? { userId: owner.id, membership: null } : null;
  }
  const [row] = await db
    .select({ userId: projectMembers.userId, id: projectMembers.id, showProfile: projectMembers.showProfile })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        or(eq(projectMembers.userId, value), eq(projectMembers.id, value)),
        isNull(users.deletedAt),
      ),
    );
  return row ? { userId: row.userId, membership: { id: row.id, showProfile: row.showProfile } } : null;
}
