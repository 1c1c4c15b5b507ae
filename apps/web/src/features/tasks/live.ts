import type { RealtimeEvent } from '@plateau/shared/events';
import type { Task } from '@plateau/shared/schemas/tasks';
import type { QueryClient } from '@tanstack/react-query';
import type { LiveRules, LiveTarget } from '@/lib/live';
import { cardOf, type LoadedBoard, withMove, withoutCard } from './board-cache';
import { taskKeys } from './query-keys';

type TaskChanged = Extract<RealtimeEvent, { type: 'task.changed' }>;

/** The version an event carries is the one shown, or an older one (last write wins). */
const holds = (shown: string | undefined, event: TaskChanged) =>
  shown !== undefined && event.updatedAt !== undefined && shown >= event.updatedAt;

/**
 * The board: a move or a deletion of a card it shows is applied to it (the list view's pages, sorted by
 * the server, refetch if open); a creation it shows, or a version it already holds (the mover's own echo),
 * changes nothing; anything else (an edit, a comment count, a card of a page not loaded) makes it stale.
 */
function boardTargets(event: TaskChanged, queryClient: QueryClient): LiveTarget[] {
  const key = taskKeys.board(event.projectId);
  const board = queryClient.getQueryData<LoadedBoard>(key);
  if (!board) return [];
  const card = cardOf(board, event.taskId);
  if (event.change === 'commented') return [key];
  if (event.change === 'deleted') {
    if (!card) return [key];
    queryClient.setQueryData<LoadedBoard>(key, withoutCard(board, event.taskId));
    return [taskKeys.lists(event.projectId)];
  }
  if (event.change === 'created') return card ? [] : [key];
  if (holds(card?.updatedAt, event)) return [];
  if (event.change === 'moved' && card && event.status) {
    const { status, updatedAt } = event;
    queryClient.setQueryData<LoadedBoard>(key, withMove(board, { taskId: event.taskId, status, updatedAt }));
    return [taskKeys.lists(event.projectId)];
  }
  return [key];
}

/** An open task (its dialog): a move is applied to it, a version it holds changes nothing. */
function taskTargets(event: TaskChanged, queryClient: QueryClient): LiveTarget[] {
  const key = taskKeys.detail(event.taskId);
  if (event.change === 'commented' || event.change === 'deleted')
    return [key, taskKeys.comments(event.taskId)];
  const task = queryClient.getQueryData<Task>(key);
  if (!task || event.change === 'created') return [];
  if (holds(task.updatedAt, event)) return [];
  if (event.change === 'moved' && event.status && event.updatedAt) {
    queryClient.setQueryData<Task>(key, { ...task, status: event.status, updatedAt: event.updatedAt });
    return [];
  }
  return [key];
}

/**
 * The board of a project follows its `project:<id>` room (held by the project page). Each query an event
 * touches is either updated from it (a move carries the task's status and updated_at) or named stale, never
 * both, and an event the cache already reflects (same updated_at: the mover's own echo) asks for nothing.
 * A change of the project (a member accepted, added or removed, a role changed) may change what I may do:
 * the board, an open task and its thread refetch their abilities (only what is on screen is read again).
 */
export const tasksLive: LiveRules = {
  'project.changed': (event) => [taskKeys.board(event.projectId), taskKeys.details(), taskKeys.allComments()],
  'task.changed': (event, { queryClient }) => [
    ...boardTargets(event, queryClient),
    ...taskTargets(event, queryClient),
  ],
};
