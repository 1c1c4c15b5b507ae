import type { TaskBoard } from '@plateau/shared/schemas/tasks';
import type { LiveRules } from '@/lib/live';
import { taskKeys } from './query-keys';

/**
 * The board of a project follows its `project:<id>` room (held by the project page). A move carries the
 * task's status and updated_at: the card moves at once in the cache, unless the board already holds a newer
 * version (last write wins), then the board refetches to converge on the server's state. A comment also
 * refreshes that task's thread; an open dialog refetches its task.
 */
export const tasksLive: LiveRules = {
  'task.changed': (event, { queryClient }) => {
    const { status, updatedAt } = event;
    if (status && updatedAt) {
      queryClient.setQueryData<TaskBoard>(taskKeys.board(event.projectId), (board) =>
        board
          ? {
              ...board,
              items: board.items.map((task) =>
                task.id === event.taskId && task.updatedAt < updatedAt
                  ? { ...task, status, updatedAt }
                  : task,
              ),
            }
          : board,
      );
    }
    const keys = [taskKeys.board(event.projectId), taskKeys.detail(event.taskId)];
    return event.change === 'commented' || event.change === 'deleted'
      ? [...keys, taskKeys.comments(event.taskId)]
      : keys;
  },
};
