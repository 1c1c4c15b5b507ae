import type { TaskStatus } from '@plateau/shared/enums';
import { taskMessages as m } from '@plateau/shared/messages/tasks.fr';
import type { TaskListSort } from '@plateau/shared/rules/task-rules';
import type { Task, TaskCard, TaskCreateInput, TaskUpdateInput } from '@plateau/shared/schemas/tasks';
import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from '@/lib/toaster';
import { tasksApi } from '../api';
import {
  cardOf,
  type LoadedBoard,
  loadedBoardOf,
  withCard,
  withMove,
  withoutCard,
  withPage,
} from '../board-cache';
import { taskKeys } from '../query-keys';

/**
 * The board in one request (each column's first page and total, who may be assigned, my abilities), then,
 * for a column where 'Afficher plus' loaded more, as many pages again from the fresh first page's cursor:
 * a refetch shows the server's state over the same length, without a gap or a duplicate.
 */
async function fetchBoard(queryClient: QueryClient, projectId: string, signal: AbortSignal) {
  const shown = queryClient.getQueryData<LoadedBoard>(taskKeys.board(projectId));
  let board = loadedBoardOf(await tasksApi.board(projectId, signal));
  for (const column of board.columns) {
    const pages = shown?.columns.find((known) => known.status === column.status)?.pages ?? 1;
    let cursor = column.nextCursor;
    for (let page = 1; page < pages && cursor; page += 1) {
      board = withPage(board, column.status, await tasksApi.column(projectId, column.status, cursor, signal));
      cursor = board.columns.find((known) => known.status === column.status)?.nextCursor ?? null;
    }
  }
  return board;
}

/** The board of a project: its columns (newest first, page by page), who may be assigned, my abilities. */
export function useTaskBoard(projectId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: taskKeys.board(projectId),
    queryFn: ({ signal }) => fetchBoard(queryClient, projectId, signal),
  });
}

/** 'Afficher plus' in a column: its next page from the server, added to the board. */
export function useShowMoreCards(projectId: string) {
  const queryClient = useQueryClient();
  const key = taskKeys.board(projectId);
  return useMutation({
    mutationFn: async (status: TaskStatus) => {
      const cursor = queryClient
        .getQueryData<LoadedBoard>(key)
        ?.columns.find((c) => c.status === status)?.nextCursor;
      return cursor ? { status, cursor, page: await tasksApi.column(projectId, status, cursor) } : null;
    },
    onSuccess: (loaded) => {
      if (!loaded) return;
      // Unless the board was refetched meanwhile (its cursors are new): the next click asks again.
      queryClient.setQueryData<LoadedBoard>(key, (board) =>
        board?.columns.some((c) => c.status === loaded.status && c.nextCursor === loaded.cursor)
          ? withPage(board, loaded.status, loaded.page)
          : board,
      );
    },
    onError: () => toast.error(m.loadError),
  });
}

/** The list view in its sort, page by page from the server; a refetch reloads the pages shown. */
export function useTaskList(projectId: string, sort: TaskListSort) {
  return useInfiniteQuery({
    queryKey: taskKeys.list(projectId, sort),
    queryFn: ({ pageParam, signal }) => tasksApi.list(projectId, sort, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
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
const cardOfTask = (task: Task): TaskCard => ({
  id: task.id,
  title: task.title,
  status: task.status,
  dueDate: task.dueDate,
  assignee: task.assignee,
  commentCount: task.commentCount,
  createdAt: task.createdAt,
  updatedAt: task.updatedAt,
});

/** Puts the server's version of a task in the board, unless the board holds a newer one (last write wins). */
function mergeTask(board: LoadedBoard | undefined, whole: Task): LoadedBoard | undefined {
  if (!board) return board;
  const known = cardOf(board, whole.id);
  return known && known.updatedAt > whole.updatedAt ? board : withCard(board, cardOfTask(whole));
}

/**
 * Creating, editing, moving and deleting tasks; the other viewers follow through the project's room. Each
 * write puts the server's answer in the cache instead of reading the board again: its own echo then finds
 * the same version there and asks for nothing (`live.ts`).
 */
export function useTaskMutations(projectId: string) {
  const queryClient = useQueryClient();
  const key = taskKeys.board(projectId);
  // The list view's pages, sorted by the server, are read again if open.
  const listsAreStale = () => queryClient.invalidateQueries({ queryKey: taskKeys.lists(projectId) });
  const put = (task: Task) => {
    queryClient.setQueryData<LoadedBoard>(key, (board) => mergeTask(board, task));
    queryClient.setQueryData<Task>(taskKeys.detail(task.id), (known) =>
      !known || known.updatedAt <= task.updatedAt ? task : known,
    );
    void listsAreStale();
  };

  return {
    create: useMutation({
      mutationFn: (body: TaskCreateInput) => tasksApi.create(projectId, body),
      onSuccess: put,
    }),
    update: useMutation({
      mutationFn: (input: { id: string; body: TaskUpdateInput }) => tasksApi.update(input.id, input.body),
      onSuccess: put,
    }),
    /**
     * A card dropped in another column: it moves at once; if the server refuses, it goes back where it was
     * with 'Erreur lors de la mise à jour du statut' and the board is read again (it may be out of date).
     */
    move: useMutation({
      mutationFn: (input: { id: string; status: TaskStatus }) =>
        tasksApi.update(input.id, { status: input.status }),
      onMutate: async (input) => {
        await queryClient.cancelQueries({ queryKey: key, exact: true });
        const previous = queryClient.getQueryData<LoadedBoard>(key);
        queryClient.setQueryData<LoadedBoard>(key, (board) =>
          board ? withMove(board, { taskId: input.id, status: input.status }) : board,
        );
        return { previous };
      },
      onError: (_error, _input, context) => {
        if (context?.previous) queryClient.setQueryData(key, context.previous);
        toast.error(m.statusError);
        return queryClient.invalidateQueries({ queryKey: key });
      },
      onSuccess: (task) => {
        put(task);
        toast.success(m.statusUpdated);
      },
    }),
    remove: useMutation({
      mutationFn: (id: string) => tasksApi.remove(id),
      onSuccess: (_answer, id) => {
        queryClient.setQueryData<LoadedBoard>(key, (board) => (board ? withoutCard(board, id) : board));
        void listsAreStale();
      },
    }),
  };
}
