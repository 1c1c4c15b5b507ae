import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tasksApi } from '../api';
import { taskKeys } from '../query-keys';

/**
 * A task's comment thread (ascending time), adding one and deleting one's own. The button is released once
 * the write is done: the refresh that follows is not awaited (with another member writing on the same task,
 * it may be cancelled and refetched by their events for a long while).
 */
export function useTaskComments(projectId: string, taskId: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: taskKeys.comments(taskId) });
    void queryClient.invalidateQueries({ queryKey: taskKeys.board(projectId) });
  };
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
