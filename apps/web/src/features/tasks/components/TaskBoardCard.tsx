import { taskMessages as m } from '@plateau/shared/messages/tasks.fr';
import { ClipboardList, Columns3, List, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { Skeleton } from '@/components/ui/Skeleton';
import { useAuth } from '@/features/auth';
import { ApiRequestError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { boardTotal } from '../board-cache';
import { type BoardView, useBoardView } from '../hooks/useBoardView';
import { useShowMoreCards, useTask, useTaskBoard, useTaskMutations } from '../hooks/useTaskBoard';
import { CalendarLink } from './CalendarLink';
import { KanbanBoard } from './KanbanBoard';
import { TaskListView } from './TaskListView';

// The task dialogs (their forms and checks: zod and the task schemas, some 70 ms of start-up on a phone) load
// when one first opens, or when the pointer or focus comes near what opens them.
const loadNewTaskDialog = () => import('./NewTaskDialog');
const loadTaskDetailsDialog = () => import('./TaskDetailsDialog');
const NewTaskDialog = lazy(() => loadNewTaskDialog().then((module) => ({ default: module.NewTaskDialog })));
const TaskDetailsDialog = lazy(() =>
  loadTaskDetailsDialog().then((module) => ({ default: module.TaskDetailsDialog })),
);

/** The URL parameter of an open task: `/projets/{id}?tache={taskId}`. */
const taskParam = 'tache';

/**
 * The task card of /projets/{id} (spec 2 §2), shown to signed-in members: Kanban or list (remembered per
 * member), 'Nouvelle tâche' for the owner and members, and the task dialog the URL names.
 */
export function TaskBoardCard({ projectId }: { projectId: string }) {
  const { user } = useAuth();
  const [view, setView] = useBoardView(user?.id ?? '');
  const board = useTaskBoard(projectId);
  const actions = useTaskMutations(projectId);
  const showMore = useShowMoreCards(projectId);
  const [creating, setCreating] = useState(false);
  const [createOpened, setCreateOpened] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get(taskParam);
  // The dialog opens on a task of this board, loaded or not among its cards (a notification's link); its
  // description and abilities come with the whole task. It closes once the task is deleted.
  const opened = useTask(openId);
  const gone = opened.error instanceof ApiRequestError && opened.error.status === 404;
  const openTask = opened.data?.projectId === projectId && !gone ? opened.data : undefined;

  const setOpen = (taskId: string | null) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (taskId) next.set(taskParam, taskId);
        else next.delete(taskParam);
        return next;
      },
      { replace: taskId === null },
    );

  const canCreate = board.data?.abilities.create ?? false;
  const canMove = board.data?.abilities.move ?? false;

  return (
    <Card data-testid="task-board">
      <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="taches-titre" className="text-lg font-semibold text-slate-900">
          {m.title}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <ViewToggle view={view} onChange={setView} />
          {canCreate ? (
            <Button
              size="sm"
              onPointerEnter={() => void loadNewTaskDialog()}
              onFocus={() => void loadNewTaskDialog()}
              onClick={() => {
                setCreateOpened(true);
                setCreating(true);
              }}
            >
              <Plus className="size-4" aria-hidden="true" />
              {m.newTask}
            </Button>
          ) : null}
        </div>
      </CardHeader>
      <CardContent
        className="space-y-4"
        onPointerEnter={() => void loadTaskDetailsDialog()}
        onFocus={() => void loadTaskDetailsDialog()}
      >
        {board.isPending ? (
          <div className="grid gap-4 md:grid-cols-3" aria-busy="true">
            <Skeleton className="h-32 w-full rounded-xl" />
            <Skeleton className="h-32 w-full rounded-xl" />
            <Skeleton className="h-32 w-full rounded-xl" />
          </div>
        ) : board.isError ? (
          <LoadError message={m.loadError} onRetry={() => void board.refetch()} />
        ) : (
          <>
            {canCreate ? null : <p className="text-sm text-slate-600">{m.readOnly}</p>}
            {boardTotal(board.data) === 0 ? (
              <EmptyState icon={ClipboardList} title={m.empty} />
            ) : view === 'kanban' ? (
              <KanbanBoard
                columns={board.data.columns}
                canMove={canMove}
                onMove={(id, status) => actions.move.mutate({ id, status })}
                onOpen={setOpen}
                onShowMore={(status) => showMore.mutate(status)}
                loadingMore={showMore.isPending ? (showMore.variables ?? null) : null}
              />
            ) : (
              <TaskListView projectId={projectId} total={boardTotal(board.data)} onOpen={setOpen} />
            )}
            {canCreate ? <CalendarLink /> : null}
          </>
        )}
      </CardContent>
      <Suspense fallback={null}>
        {canCreate && createOpened ? (
          <NewTaskDialog
            open={creating}
            onOpenChange={setCreating}
            assignees={board.data?.assignees ?? []}
            create={actions.create}
          />
        ) : null}
        {openTask && openTask.id === openId ? (
          <TaskDetailsDialog
            key={openTask.id}
            projectId={projectId}
            task={openTask}
            assignees={board.data?.assignees ?? []}
            actions={actions}
            onClose={() => setOpen(null)}
          />
        ) : null}
      </Suspense>
    </Card>
  );
}

const views = [
  { value: 'kanban', label: m.kanban, icon: Columns3 },
  { value: 'liste', label: m.list, icon: List },
] as const;

/** Kanban / Liste, as two pressed-state buttons. */
function ViewToggle({ view, onChange }: { view: BoardView; onChange: (view: BoardView) => void }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of two toggle buttons, not a form fieldset.
    <div
      role="group"
      aria-label={m.viewToggle}
      className="inline-flex rounded-lg border border-slate-300 p-0.5"
    >
      {views.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={view === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'inline-flex min-h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium',
            view === option.value ? 'bg-indigo-700 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          <option.icon className="size-4" aria-hidden="true" />
          {option.label}
        </button>
      ))}
    </div>
  );
}
