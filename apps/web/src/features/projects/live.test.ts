import type { TaskStatus } from '@plateau/shared/enums';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { liveKeysOf } from '@/lib/live';
import { projectsLive } from './live';
import { projectKeys } from './query-keys';

const context = { meId: 'me', queryClient: new QueryClient() };
const changed = (change: 'moved' | 'updated', previousStatus: TaskStatus, status: TaskStatus) =>
  ({
    type: 'task.changed',
    projectId: 'p1',
    taskId: 't1',
    change,
    previousStatus,
    status,
    updatedAt: '2026-01-01T10:05:00.000Z',
  }) as const;
const projectAlone = { queryKey: projectKeys.detail('p1'), exact: true };

describe('project page live rules', () => {
  it('reads nothing again for a move between two unfinished columns, an edit or a comment', () => {
    expect(liveKeysOf([projectsLive], changed('moved', 'à faire', 'en cours'), context)).toEqual([]);
    expect(liveKeysOf([projectsLive], changed('updated', 'terminé', 'terminé'), context)).toEqual([]);
    expect(
      liveKeysOf(
        [projectsLive],
        { type: 'task.changed', projectId: 'p1', taskId: 't1', change: 'commented' },
        context,
      ),
    ).toEqual([]);
  });

  it('reads the project alone again (not its team nor its requests) when its task counts change', () => {
    expect(liveKeysOf([projectsLive], changed('moved', 'en cours', 'terminé'), context)).toEqual([
      projectAlone,
    ]);
    expect(liveKeysOf([projectsLive], changed('updated', 'terminé', 'à faire'), context)).toEqual([
      projectAlone,
    ]);
    expect(
      liveKeysOf(
        [projectsLive],
        { type: 'task.changed', projectId: 'p1', taskId: 't1', change: 'deleted' },
        context,
      ),
    ).toEqual([projectAlone]);
  });
});
