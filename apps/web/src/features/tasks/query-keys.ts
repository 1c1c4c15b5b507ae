/** Query keys of the task boards: a project's board, a task (its dialog), its comments, the calendar link. */
export const taskKeys = {
  all: ['tasks'] as const,
  boards: () => [...taskKeys.all, 'board'] as const,
  board: (projectId: string) => [...taskKeys.boards(), projectId] as const,
  detail: (taskId: string) => [...taskKeys.all, 'detail', taskId] as const,
  comments: (taskId: string) => [...taskKeys.all, 'comments', taskId] as const,
  calendar: () => [...taskKeys.all, 'calendar'] as const,
};
