import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tasksApi } from '../api';
import { taskKeys } from '../query-keys';

/** A task's comment thread (ascending time), adding one and deleting one's own. */
export function useTaskComments(projectId: string, taskId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: taskKeys.comments(taskId) }),
      queryClient.invalidateQueries({ queryKey: taskKeys.board(projectId) }),
    ]);
  return {
    thread: useQuery({
      queryKey: taskKeys.comments(taskId),
      queryFn: ({ signal }) => tasksApi.comments(taskId, signal),
    }),
    add: useMutation({
      mutationFn: (content: string) => tasksApi.addComment(taskId, content),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (commentId: string) => tasksApi.removeComment(commentId),
      onSuccess: refresh,
    }),
  };
}
