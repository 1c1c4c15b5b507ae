import type { TaskCard } from '@plateau/shared/schemas/tasks';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { liveKeysOf } from '@/lib/live';
import type { LoadedBoard } from './board-cache';
import { tasksLive } from './live';
import { taskKeys } from './query-keys';

const task: TaskCard = {
  id: 't1',
  title: 'Repérages',
  status: 'à faire',
  dueDate: null,
  assignee: null,
  commentCount: 0,
  createdAt: '2026-01-01T09:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};
const board = (status: TaskCard['status'], updatedAt: string): LoadedBoard => ({
  columns: (['à faire', 'en cours', 'terminé'] as const).map((column) => ({
    status: column,
    total: column === status ? 1 : 0,
    items: column === status ? [{ ...task, status, updatedAt }] : [],
    nextCursor: null,
    pages: 1,
  })),
  assignees: [],
  abilities: { create: true, move: true },
});
const moved = (status: TaskCard['status'], updatedAt: string) =>
  ({ type: 'task.changed', projectId: 'p1', taskId: 't1', change: 'moved', status, updatedAt }) as const;
const columnsOf = (queryClient: QueryClient) =>
  queryClient
    .getQueryData<LoadedBoard>(taskKeys.board('p1'))
    ?.columns.map((column) => [column.status, column.total, column.items.map((card) => card.status)]);

const context = (queryClient: QueryClient) => ({ meId: 'me', queryClient });
const withBoard = (status: TaskCard['status'], updatedAt: string) => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(taskKeys.board('p1'), board(status, updatedAt));
  return queryClient;
};

describe('task board live rules', () => {
  it("moves the card at once on another member's move, without reading the board again", () => {
    const queryClient = withBoard('à faire', '2026-01-01T10:00:00.000Z');
    const keys = liveKeysOf([tasksLive], moved('en cours', '2026-01-01T10:05:00.000Z'), context(queryClient));
    // Only the list view's pages (sorted by the server) are stale: they refetch if open.
    expect(keys).toEqual([taskKeys.lists('p1')]);
    expect(columnsOf(queryClient)).toEqual([
      ['à faire', 0, []],
      ['en cours', 1, ['en cours']],
      ['terminé', 0, []],
    ]);
  });

  it("asks for nothing on the mover's own echo: the board already holds that version", () => {
    const queryClient = withBoard('en cours', '2026-01-01T10:05:00.000Z');
    const before = queryClient.getQueryData(taskKeys.board('p1'));
    const keys = liveKeysOf([tasksLive], moved('en cours', '2026-01-01T10:05:00.000Z'), context(queryClient));
    expect(keys).toEqual([]);
    expect(queryClient.getQueryData(taskKeys.board('p1'))).toBe(before);
    const edited = { ...moved('en cours', '2026-01-01T10:05:00.000Z'), change: 'updated' } as const;
    expect(liveKeysOf([tasksLive], edited, context(queryClient))).toEqual([]);
  });

  it('keeps the newer version when an older move arrives late (last write wins), asking for nothing', () => {
    const queryClient = withBoard('terminé', '2026-01-01T10:09:00.000Z');
    const keys = liveKeysOf([tasksLive], moved('en cours', '2026-01-01T10:05:00.000Z'), context(queryClient));
    expect(keys).toEqual([]);
    expect(columnsOf(queryClient)).toEqual([
      ['à faire', 0, []],
      ['en cours', 0, []],
      ['terminé', 1, ['terminé']],
    ]);
  });

  it('reads the board again for an edit it does not hold yet, and for a card it does not show', () => {
    const queryClient = withBoard('à faire', '2026-01-01T10:00:00.000Z');
    const edited = { ...moved('à faire', '2026-01-01T10:05:00.000Z'), change: 'updated' } as const;
    expect(liveKeysOf([tasksLive], edited, context(queryClient))).toEqual([taskKeys.board('p1')]);
    const elsewhere = { ...moved('en cours', '2026-01-01T10:05:00.000Z'), taskId: 't9' };
    expect(liveKeysOf([tasksLive], elsewhere, context(queryClient))).toEqual([taskKeys.board('p1')]);
  });

  it('asks for nothing on a creation the board already shows (the author put the answer there)', () => {
    const queryClient = withBoard('à faire', '2026-01-01T10:00:00.000Z');
    const created = { ...moved('à faire', '2026-01-01T10:00:00.000Z'), change: 'created' } as const;
    expect(liveKeysOf([tasksLive], created, context(queryClient))).toEqual([]);
    expect(liveKeysOf([tasksLive], { ...created, taskId: 't2' }, context(queryClient))).toEqual([
      taskKeys.board('p1'),
    ]);
  });

  it('takes a deleted card out of the board, and its open dialog and thread read again', () => {
    const queryClient = withBoard('à faire', '2026-01-01T10:00:00.000Z');
    const keys = liveKeysOf(
      [tasksLive],
      { type: 'task.changed', projectId: 'p1', taskId: 't1', change: 'deleted' },
      context(queryClient),
    );
    expect(keys).toEqual([taskKeys.lists('p1'), taskKeys.detail('t1'), taskKeys.comments('t1')]);
    expect(columnsOf(queryClient)).toEqual([
      ['à faire', 0, []],
      ['en cours', 0, []],
      ['terminé', 0, []],
    ]);
  });

  it("moves an open task's dialog from the event, without reading it again", () => {
    const queryClient = withBoard('à faire', '2026-01-01T10:00:00.000Z');
    queryClient.setQueryData(taskKeys.detail('t1'), { ...task, description: '' });
    const keys = liveKeysOf([tasksLive], moved('terminé', '2026-01-01T10:05:00.000Z'), context(queryClient));
    expect(keys).toEqual([taskKeys.lists('p1')]);
    expect(queryClient.getQueryData(taskKeys.detail('t1'))).toMatchObject({
      status: 'terminé',
      updatedAt: '2026-01-01T10:05:00.000Z',
    });
  });

  it("refreshes the board's comment count, an open task and its thread on a comment", () => {
    const queryClient = withBoard('à faire', '2026-01-01T10:00:00.000Z');
    const keys = liveKeysOf(
      [tasksLive],
      { type: 'task.changed', projectId: 'p1', taskId: 't1', change: 'commented' },
      context(queryClient),
    );
    expect(keys).toEqual([taskKeys.board('p1'), taskKeys.detail('t1'), taskKeys.comments('t1')]);
  });

  it("names the board's key, a prefix of the list view's pages, which refresh with it", () => {
    expect(taskKeys.list('p1', 'status').slice(0, taskKeys.board('p1').length)).toEqual([
      ...taskKeys.board('p1'),
    ]);
  });
});

describe('task board live rules on a change of the project', () => {
  it('refreshes the board, an open task and its thread: a new member gets the abilities without a reload', () => {
    const queryClient = new QueryClient();
    const keys = liveKeysOf(
      [tasksLive],
      { type: 'project.changed', projectId: 'p1' },
      { meId: 'me', queryClient },
    );
    expect(keys).toEqual([taskKeys.board('p1'), taskKeys.details(), taskKeys.allComments()]);
  });
});
