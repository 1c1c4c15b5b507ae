/** Query keys of the task boards: a project's board, a task's comments, the member's calendar link. */
export const taskKeys = {
  all: ['tasks'] as const,
  boards: () => [...taskKeys.all, 'board'] as const,
  board: (projectId: string) => [...taskKeys.boards(), projectId] as const,
  comments: (taskId: string) => [...taskKeys.all, 'comments', taskId] as const,
  calendar: () => [...taskKeys.all, 'calendar'] as const,
};
