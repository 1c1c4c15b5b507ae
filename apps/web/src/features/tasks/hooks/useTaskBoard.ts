import type { TaskStatus } from '@plateau/shared/enums';
import { taskMessages as m } from '@plateau/shared/messages/tasks.fr';
import type {
  Task,
  TaskBoard,
  TaskCard,
  TaskCreateInput,
  TaskUpdateInput,
} from '@plateau/shared/schemas/tasks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toaster';
import { tasksApi } from '../api';
import { taskKeys } from '../query-keys';

/** The board of a project: its tasks (newest first), who may be assigned, and whether I may create. */
export function useTaskBoard(projectId: string) {
  return useQuery({
    queryKey: taskKeys.board(projectId),
    queryFn: ({ signal }) => tasksApi.board(projectId, signal),
  });
}

/** A whole task (its dialog) in the open dialog: loaded on opening, refreshed by the project's room. */
export function useTask(taskId: string | null) {
  return useQuery({
    queryKey: taskKeys.detail(taskId ?? ''),
    queryFn: ({ signal }) => tasksApi.detail(taskId ?? '', signal),
    enabled: taskId !== null,
  });
}

/** What a card of the board keeps of a whole task (the board's answer has no more). */
const cardOf = (task: Task): TaskCard => ({
  id: task.id,
  title: task.title,
  status: task.status,
  dueDate: task.dueDate,
  assignee: task.assignee,
  commentCount: task.commentCount,
  updatedAt: task.updatedAt,
});

/** Puts the server's version of a task in the board, unless the board holds a newer one (last write wins). */
function mergeTask(board: TaskBoard | undefined, whole: Task): TaskBoard | undefined {
  if (!board) return board;
  const task = cardOf(whole);
  const known = board.items.some((item) => item.id === task.id);
  if (!known) return { ...board, items: [task, ...board.items] };
  return {
    ...board,
    items: board.items.map((item) => (item.id === task.id && item.updatedAt <= task.updatedAt ? task : item)),
  };
}

/** Creating, editing, moving and deleting tasks; the other viewers follow through the project's room. */
export function useTaskMutations(projectId: string) {
  const queryClient = useQueryClient();
  const key = taskKeys.board(projectId);
  const put = (task: Task) => {
    queryClient.setQueryData<TaskBoard>(key, (board) => mergeTask(board, task));
    queryClient.setQueryData<Task>(taskKeys.detail(task.id), (known) =>
      !known || known.updatedAt <= task.updatedAt ? task : known,
    );
  };

  return {
    create: useMutation({
      mutationFn: (body: TaskCreateInput) => tasksApi.create(projectId, body),
      onSuccess: (task) => {
        put(task);
        return queryClient.invalidateQueries({ queryKey: key });
      },
    }),
    update: useMutation({
      mutationFn: (input: { id: string; body: TaskUpdateInput }) => tasksApi.update(input.id, input.body),
      onSuccess: (task) => {
        put(task);
        return queryClient.invalidateQueries({ queryKey: key });
      },
    }),
    /**
     * A card dropped in another column: it moves at once; if the server refuses, it goes back where it was
     * with 'Erreur lors de la mise à jour du statut'.
     */
    move: useMutation({
      mutationFn: (input: { id: string; status: TaskStatus }) =>
        tasksApi.update(input.id, { status: input.status }),
      onMutate: async (input) => {
        await queryClient.cancelQueries({ queryKey: key });
        const previous = queryClient.getQueryData<TaskBoard>(key);
        queryClient.setQueryData<TaskBoard>(key, (board) =>
          board
            ? {
                ...board,
                items: board.items.map((task) =>
                  task.id === input.id ? { ...task, status: input.status } : task,
                ),
              }
            : board,
        );
        return { previous };
      },
      onError: (_error, _input, context) => {
        if (context?.previous) queryClient.setQueryData(key, context.previous);
        toast.error(m.statusError);
      },
      onSuccess: (task) => {
        put(task);
        toast.success(m.statusUpdated);
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
    }),
    remove: useMutation({
      mutationFn: (id: string) => tasksApi.remove(id),
      onSuccess: (_answer, id) => {
        queryClient.setQueryData<TaskBoard>(key, (board) =>
          board ? { ...board, items: board.items.filter((task) => task.id !== id) } : board,
        );
        return queryClient.invalidateQueries({ queryKey: key });
      },
    }),
  };
}
