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
  ({ type: 'task.changed', projectId: 'p1', taskId: 't1', change: 'updated', status, updatedAt }) as const;
const columnsOf = (queryClient: QueryClient) =>
  queryClient
    .getQueryData<LoadedBoard>(taskKeys.board('p1'))
    ?.columns.map((column) => [column.status, column.total, column.items.map((card) => card.status)]);

describe('task board live rules', () => {
  it("moves the card at once on another member's move and refreshes the board and an open dialog", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(taskKeys.board('p1'), board('à faire', '2026-01-01T10:00:00.000Z'));
    const keys = liveKeysOf([tasksLive], moved('en cours', '2026-01-01T10:05:00.000Z'), {
      meId: 'me',
      queryClient,
    });
    expect(keys).toEqual([taskKeys.board('p1'), taskKeys.detail('t1')]);
    expect(columnsOf(queryClient)).toEqual([
      ['à faire', 0, []],
      ['en cours', 1, ['en cours']],
      ['terminé', 0, []],
    ]);
  });

  it('keeps the newer version when an older move arrives late (last write wins)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(taskKeys.board('p1'), board('terminé', '2026-01-01T10:09:00.000Z'));
    liveKeysOf([tasksLive], moved('en cours', '2026-01-01T10:05:00.000Z'), { meId: 'me', queryClient });
    expect(columnsOf(queryClient)).toEqual([
      ['à faire', 0, []],
      ['en cours', 0, []],
      ['terminé', 1, ['terminé']],
    ]);
  });

  it("refreshes the task's comment thread on a comment", () => {
    const queryClient = new QueryClient();
    const keys = liveKeysOf(
      [tasksLive],
      { type: 'task.changed', projectId: 'p1', taskId: 't1', change: 'commented' },
      { meId: 'me', queryClient },
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
