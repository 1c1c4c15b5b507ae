import type { TaskListSort } from '@plateau/shared/rules/task-rules';

/**
 * Query keys of the task boards: a project's board (its list view's pages under it, so that refreshing the
 * board refreshes them), a task (its dialog), its comments, the calendar link.
 */
export const taskKeys = {
  all: ['tasks'] as const,
  boards: () => [...taskKeys.all, 'board'] as const,
  board: (projectId: string) => [...taskKeys.boards(), projectId] as const,
  lists: (projectId: string) => [...taskKeys.board(projectId), 'list'] as const,
  list: (projectId: string, sort: TaskListSort) => [...taskKeys.lists(projectId), sort] as const,
  details: () => [...taskKeys.all, 'detail'] as const,
  detail: (taskId: string) => [...taskKeys.details(), taskId] as const,
  allComments: () => [...taskKeys.all, 'comments'] as const,
  comments: (taskId: string) => [...taskKeys.allComments(), taskId] as const,
  calendar: () => [...taskKeys.all, 'calendar'] as const,
};
