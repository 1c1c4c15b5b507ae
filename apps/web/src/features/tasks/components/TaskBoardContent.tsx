import { taskMessages as m } from '@plateau/shared/messages/tasks.fr';
import { ClipboardList } from 'lucide-react';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { Skeleton } from '@/components/ui/Skeleton';
import { boardTotal } from '../board-cache';
import type { BoardView } from '../hooks/useBoardView';
import { useShowMoreCards, type useTaskBoard, type useTaskMutations } from '../hooks/useTaskBoard';
import { CalendarLink } from './CalendarLink';
import { KanbanBoard } from './KanbanBoard';
import { TaskListView } from './TaskListView';

interface TaskBoardContentProps {
  projectId: string;
  board: ReturnType<typeof useTaskBoard>;
  actions: ReturnType<typeof useTaskMutations>;
  view: BoardView;
  onOpen: (taskId: string) => void;
}

/** The board's body: skeletons while it loads, its error, 'Aucune tâche', or the Kanban or the list. */
export function TaskBoardContent({ projectId, board, actions, view, onOpen }: TaskBoardContentProps) {
  const showMore = useShowMoreCards(projectId);
  if (board.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-3" aria-busy="true">
        <Skeleton className="h-32 w-full rounded-xl" />
        <Skeleton className="h-32 w-full rounded-xl" />
        <Skeleton className="h-32 w-full rounded-xl" />
      </div>
    );
  }
  if (board.isError) return <LoadError message={m.loadError} onRetry={() => void board.refetch()} />;

  const { abilities, columns } = board.data;
  const total = boardTotal(board.data);
  return (
    <>
      {abilities.create ? null : <p className="text-sm text-slate-600">{m.readOnly}</p>}
      {total === 0 ? (
        <EmptyState icon={ClipboardList} title={m.empty} />
      ) : view === 'kanban' ? (
        <KanbanBoard
          columns={columns}
          canMove={abilities.move}
          onMove={(id, status) => actions.move.mutate({ id, status })}
          onOpen={onOpen}
          onShowMore={(status) => showMore.mutate(status)}
          loadingMore={showMore.isPending ? (showMore.variables ?? null) : null}
        />
      ) : (
        <TaskListView projectId={projectId} total={total} onOpen={onOpen} />
      )}
      {abilities.create ? <CalendarLink /> : null}
    </>
  );
}
