import type { TaskBoard, TaskCard } from '@plateau/shared/schemas/tasks';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { liveKeysOf } from '@/lib/live';
import { tasksLive } from './live';
import { taskKeys } from './query-keys';

const task: TaskCard = {
  id: 't1',
  title: 'Repérages',
  status: 'à faire',
  dueDate: null,
  assignee: null,
  commentCount: 0,
  updatedAt: '2026-01-01T10:00:00.000Z',
};
const board = (status: TaskCard['status'], updatedAt: string): TaskBoard => ({
  items: [{ ...task, status, updatedAt }],
  assignees: [],
  abilities: { create: true, move: true },
});
const moved = (status: TaskCard['status'], updatedAt: string) =>
  ({ type: 'task.changed', projectId: 'p1', taskId: 't1', change: 'updated', status, updatedAt }) as const;

describe('task board live rules', () => {
  it("moves the card at once on another member's move and refreshes the board and an open dialog", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(taskKeys.board('p1'), board('à faire', '2026-01-01T10:00:00.000Z'));
    const keys = liveKeysOf([tasksLive], moved('en cours', '2026-01-01T10:05:00.000Z'), {
      meId: 'me',
      queryClient,
    });
    expect(keys).toEqual([taskKeys.board('p1'), taskKeys.detail('t1')]);
    expect(queryClient.getQueryData<TaskBoard>(taskKeys.board('p1'))?.items[0]?.status).toBe('en cours');
  });

  it('keeps the newer version when an older move arrives late (last write wins)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(taskKeys.board('p1'), board('terminé', '2026-01-01T10:09:00.000Z'));
    liveKeysOf([tasksLive], moved('en cours', '2026-01-01T10:05:00.000Z'), { meId: 'me', queryClient });
    expect(queryClient.getQueryData<TaskBoard>(taskKeys.board('p1'))?.items[0]?.status).toBe('terminé');
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
});
