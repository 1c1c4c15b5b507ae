import type { LiveRules } from '@/lib/live';
import { type LoadedBoard, withMove } from './board-cache';
import { taskKeys } from './query-keys';

/**
 * The board of a project follows its `project:<id>` room (held by the project page). A move carries the
 * task's status and updated_at: the card moves at once in the cache, unless the board already holds a newer
 * version (last write wins), then the board (its loaded pages, and the list view's) refetches to converge on
 * the server's state. A comment also refreshes that task's thread; an open dialog refetches its task.
 * A change of the project (a member accepted, added or removed, a role changed) may change what I may do:
 * the board, an open task and its thread refetch their abilities (only what is on screen is read again).
 */
export const tasksLive: LiveRules = {
  'project.changed': (event) => [taskKeys.board(event.projectId), taskKeys.details(), taskKeys.allComments()],
  'task.changed': (event, { queryClient }) => {
    const { status, updatedAt } = event;
    if (status && updatedAt) {
      queryClient.setQueryData<LoadedBoard>(taskKeys.board(event.projectId), (board) =>
        board ? withMove(board, { taskId: event.taskId, status, updatedAt }) : board,
      );
    }
    const keys = [taskKeys.board(event.projectId), taskKeys.detail(event.taskId)];
    return event.change === 'commented' || event.change === 'deleted'
      ? [...keys, taskKeys.comments(event.taskId)]
      : keys;
  },
};
