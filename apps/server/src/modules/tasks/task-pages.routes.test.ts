import {
  compareDueDates,
  taskMessages as m,
  messages,
  projectMessages,
  type TaskCard,
  type TaskStatus,
  taskColumnPageSize,
  taskListPageSize,
  taskStatuses,
  taskStatusOrder,
} from '@plateau/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
// biome-ignore lint/style/noRestrictedImports: the projects area's test cast (a test helper, not runtime code)
import { buildCast, type Cast } from '../projects/project-test-kit';
import { buildAnonymousMember, projectTasks } from './task-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

type Page = { items: TaskCard[]; nextCursor: string | null };
type Column = Page & { status: TaskStatus; total: number };

const get = (cookie: string | undefined, url: string) => ctx.request({ method: 'GET', url, cookie });
const boardOf = async (cookie: string, projectId: string) => {
  const response = await get(cookie, `/api/projects/${projectId}/tasks`);
  expect(response.statusCode).toBe(200);
  return response.json() as { columns: Column[] };
};
const columnUrl = (projectId: string, status: string, cursor?: string) =>
  `/api/projects/${projectId}/tasks/column?status=${encodeURIComponent(status)}${cursor ? `&cursor=${cursor}` : ''}`;
const listUrl = (projectId: string, sort: string, cursor?: string) =>
  `/api/projects/${projectId}/tasks/list?sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`;

/** Follows the pages from `url(cursor)` to the last one; every page is a 200 of at most `size` cards. */
async function walk(cookie: string, url: (cursor?: string) => string, size: number, cursor?: string) {
  const cards: TaskCard[] = [];
  let next = cursor;
  let pages = 0;
  do {
    const response = await get(cookie, url(next));
    expect(response.statusCode).toBe(200);
    const page = response.json() as Page;
    expect(page.items.length).toBeLessThanOrEqual(size);
    if (page.nextCursor) expect(page.items).toHaveLength(size);
    cards.push(...page.items);
    next = page.nextCursor ?? undefined;
    pages += 1;
  } while (next);
  return { cards, pages };
}

/**
 * `count` tasks inserted at once, spread over the statuses, due dates (some undated) and only four
 * creation instants: many rows share their sort keys, so page boundaries fall inside ties.
 */
async function buildBoard(db: Db, projectId: string, count: number, assignedTo: string | null = null) {
  const base = Date.parse('2030-03-01T10:00:00.123Z');
  const rows = Array.from({ length: count }, (_, i) => ({
    projectId,
    title: `Tâche ${i}`,
    status: taskStatuses[i % 7 === 0 ? 2 : i % 5 === 0 ? 1 : 0] as TaskStatus,
    dueDate: i % 4 === 0 ? null : `2030-04-${String(1 + (i % 3)).padStart(2, '0')}`,
    assignedTo,
    createdAt: new Date(base - (i % 4) * 60_000),
  }));
  return db.insert(tasks).values(rows).returning();
}

type Row = Awaited<ReturnType<typeof buildBoard>>[number];
/** The board's order: newest first, then by id (descending) among tasks created at the same instant. */
const newestFirst = (a: Row, b: Row) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
const byStatus = (a: Row, b: Row) => taskStatusOrder[a.status] - taskStatusOrder[b.status];
const byDue = (a: Row, b: Row) => compareDueDates(a.dueDate, b.dueDate);
const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);

describe('the board, page by page', () => {
  let cast: Cast;
  let rows: Row[];
  beforeAll(async () => {
    cast = await buildCast(ctx);
    rows = await buildBoard(ctx.db, cast.project.id, 130, cast.projectMember.user.id);
  });

  it('answers each column with its first page, newest first, its total and its next page', async () => {
    const board = await boardOf(cast.member.cookie, cast.project.id);
    expect(board.columns.map((column) => column.status)).toEqual([...taskStatuses]);
    for (const column of board.columns) {
      const expected = rows.filter((row) => row.status === column.status).sort(newestFirst);
      expect(column.total).toBe(expected.length);
      expect(ids(column.items)).toEqual(ids(expected.slice(0, taskColumnPageSize)));
      expect(column.nextCursor === null).toBe(expected.length <= taskColumnPageSize);
      expect(column.items.every((card) => card.assignee?.fullName === 'Léa Équipe')).toBe(true);
    }
    // 'à faire' holds more than a page: its first page is full, the others hold all their cards.
    expect(board.columns[0]?.total).toBeGreaterThan(taskColumnPageSize);
  });

  it('walks a column from the board’s cursor to its end without a gap or a duplicate, across ties', async () => {
    const board = await boardOf(cast.owner.cookie, cast.project.id);
    for (const column of board.columns) {
      const expected = rows.filter((row) => row.status === column.status).sort(newestFirst);
      const rest = column.nextCursor
        ? (
            await walk(
              cast.owner.cookie,
              (cursor) => columnUrl(cast.project.id, column.status, cursor),
              taskColumnPageSize,
              column.nextCursor,
            )
          ).cards
        : [];
      expect(ids([...column.items, ...rest])).toEqual(ids(expected));
      // Without a cursor, a column answers its first page, as the board does.
      const first = (await get(cast.owner.cookie, columnUrl(cast.project.id, column.status))).json();
      expect(first).toEqual({ items: column.items, nextCursor: column.nextCursor });
    }
  });

  it.each([
    ['dueDate', (a: Row, b: Row) => byDue(a, b) || byStatus(a, b) || newestFirst(a, b)],
    ['status', (a: Row, b: Row) => byStatus(a, b) || byDue(a, b) || newestFirst(a, b)],
  ] as const)('pages the list sorted by %s, undated tasks last, ties newest first', async (sort, order) => {
    const { cards, pages } = await walk(
      cast.member.cookie,
      (cursor) => listUrl(cast.project.id, sort, cursor),
      taskListPageSize,
    );
    expect(pages).toBe(2);
    expect(ids(cards)).toEqual(ids([...rows].sort(order)));
    if (sort === 'dueDate') expect(cards.at(-1)?.dueDate).toBeNull();
  });

  it('sorts the list by due date unless told otherwise', async () => {
    const plain = (await get(cast.member.cookie, `/api/projects/${cast.project.id}/tasks/list`)).json();
    const byDueDate = (await get(cast.member.cookie, listUrl(cast.project.id, 'dueDate'))).json();
    expect(plain).toEqual(byDueDate);
  });
});

describe('refusals of the board’s pages', () => {
  const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it.each([
    ['an unknown status', (p: string) => columnUrl(p, 'fini'), m.invalidStatus],
    ['a column without status', (p: string) => `/api/projects/${p}/tasks/column`, m.invalidStatus],
    ['an unknown sort', (p: string) => listUrl(p, 'priorite'), m.invalidSort],
    ['a cursor that is not base64url', (p: string) => columnUrl(p, 'à faire', '%25%25'), null],
    ['a cursor that is not JSON', (p: string) => columnUrl(p, 'à faire', 'abc'), null],
    [
      'a column cursor with an impossible date',
      (p: string) => columnUrl(p, 'à faire', cursorOf(['2030-02-30T10:00:00.000000Z', crypto.randomUUID()])),
      null,
    ],
    [
      'a list cursor given to a column',
      (p: string) =>
        columnUrl(p, 'à faire', cursorOf([null, 0, '2030-02-01T10:00:00.000000Z', crypto.randomUUID()])),
      null,
    ],
    [
      'a column cursor given to the list',
      (p: string) => listUrl(p, 'status', cursorOf(['2030-02-01T10:00:00.000000Z', crypto.randomUUID()])),
      null,
    ],
    [
      'a list cursor with an unknown status rank',
      (p: string) =>
        listUrl(p, 'dueDate', cursorOf([null, 3, '2030-02-01T10:00:00.000000Z', crypto.randomUUID()])),
      null,
    ],
    [
      'a list cursor with an impossible day',
      (p: string) =>
        listUrl(
          p,
          'dueDate',
          cursorOf(['2030-02-30', 0, '2030-02-01T10:00:00.000000Z', crypto.randomUUID()]),
        ),
      null,
    ],
  ])('answers %s with a French 400 and changes nothing', async (_case, url, message) => {
    const cast = await buildCast(ctx);
    await buildBoard(ctx.db, cast.project.id, 3);
    const before = await projectTasks(ctx, cast.project.id);
    const response = await get(cast.owner.cookie, url(cast.project.id));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message ?? messages.api.invalidCursor);
    expect(await projectTasks(ctx, cast.project.id)).toEqual(before);
  });

  it('asks a visitor to sign in and answers an unknown project with 404', async () => {
    const cast = await buildCast(ctx);
    for (const url of [columnUrl, listUrl].map((of) => of(cast.project.id, 'dueDate'))) {
      expect((await get(undefined, url)).statusCode).toBe(401);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const url of [columnUrl(unknown, 'en cours'), listUrl(unknown, 'status')]) {
      const response = await get(cast.member.cookie, url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(projectMessages.notFound);
    }
  });

  it('shows the pages to a member outside the project, anonymous assignees kept anonymous', async () => {
    const cast = await buildCast(ctx);
    const hidden = await buildAnonymousMember(ctx, cast.project.id);
    await buildBoard(ctx.db, cast.project.id, 2, hidden.user.id);
    const list = (await get(cast.member.cookie, listUrl(cast.project.id, 'status'))).json() as Page;
    expect(list.items.map((card) => card.assignee)).toEqual([
      { id: null, fullName: 'Membre anonyme', avatarUrl: null, deleted: false },
      { id: null, fullName: 'Membre anonyme', avatarUrl: null, deleted: false },
    ]);
    const owned = (await get(cast.owner.cookie, columnUrl(cast.project.id, 'terminé'))).json() as Page;
    expect(owned.items[0]?.assignee).toMatchObject({ id: hidden.user.id, fullName: 'Zoé Discrète' });
  });
});
