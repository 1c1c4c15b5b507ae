import type { TaskComment } from '@plateau/shared/schemas/tasks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tasksApi } from '../api';
import { taskKeys } from '../query-keys';

/**
 * A task's comment thread (ascending time), adding one and deleting one's own. The write's answer goes into
 * the thread at once; the board's comment count and the thread as the server holds it come with the task's
 * `task.changed` (`live.ts`), the only refresh after a write.
 */
export function useTaskComments(_projectId: string, taskId: string) {
  const queryClient = useQueryClient();
  const key = taskKeys.comments(taskId);
  return {
    thread: useQuery({
      queryKey: key,
      queryFn: ({ signal }) => tasksApi.comments(taskId, signal),
    }),
    add: useMutation({
      mutationFn: (content: string) => tasksApi.addComment(taskId, content),
      onSuccess: (comment) =>
        queryClient.setQueryData<TaskComment[]>(key, (thread) =>
          thread && !thread.some((known) => known.id === comment.id) ? [...thread, comment] : thread,
        ),
    }),
    remove: useMutation({
      mutationFn: (commentId: string) => tasksApi.removeComment(commentId),
      onSuccess: (_answer, commentId) =>
        queryClient.setQueryData<TaskComment[]>(key, (thread) =>
          thread?.filter((known) => known.id !== commentId),
        ),
    }),
  };
}
