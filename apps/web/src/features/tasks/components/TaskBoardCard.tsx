import { taskMessages as m } from '@plateau/shared/messages/tasks.fr';
import { Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';
import { useAuth } from '@/features/auth';
import { useBoardView } from '../hooks/useBoardView';
import { useOpenTask } from '../hooks/useOpenTask';
import { useTaskBoard, useTaskMutations } from '../hooks/useTaskBoard';
import { TaskBoardContent } from './TaskBoardContent';
import { loadNewTaskDialog, loadTaskDetailsDialog, NewTaskDialog, TaskDetailsDialog } from './task-dialogs';
import { ViewToggle } from './ViewToggle';

/**
 * The task card of /projets/{id} (spec 2 §2), shown to signed-in members: Kanban or list (remembered per
 * member), 'Nouvelle tâche' for the owner and members, and the task dialog the URL names.
 */
export function TaskBoardCard({ projectId }: { projectId: string }) {
  const { user } = useAuth();
  const [view, setView] = useBoardView(user?.id ?? '');
  const board = useTaskBoard(projectId);
  const actions = useTaskMutations(projectId);
  const { task: openTask, setOpen } = useOpenTask(projectId);
  const newTask = useNewTaskDialog();
  const canCreate = board.data?.abilities.create ?? false;
  const assignees = board.data?.assignees ?? [];

  return (
    <Card data-testid="task-board">
      <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="taches-titre" className="text-lg font-semibold text-slate-900">
          {m.title}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <ViewToggle view={view} onChange={setView} />
          {canCreate ? <NewTaskButton onClick={newTask.open} /> : null}
        </div>
      </CardHeader>
      <CardContent
        className="space-y-4"
        onPointerEnter={() => void loadTaskDetailsDialog()}
        onFocus={() => void loadTaskDetailsDialog()}
      >
        <TaskBoardContent
          projectId={projectId}
          board={board}
          actions={actions}
          view={view}
          onOpen={setOpen}
        />
      </CardContent>
      <Suspense fallback={null}>
        {canCreate && newTask.opened ? (
          <NewTaskDialog
            open={newTask.isOpen}
            onOpenChange={newTask.setOpen}
            assignees={assignees}
            create={actions.create}
          />
        ) : null}
        {openTask ? (
          <TaskDetailsDialog
            key={openTask.id}
            projectId={projectId}
            task={openTask}
            assignees={assignees}
            actions={actions}
            onClose={() => setOpen(null)}
          />
        ) : null}
      </Suspense>
    </Card>
  );
}

/** The new-task dialog's state: mounted from its first opening on (its closing animation plays), open or not. */
function useNewTaskDialog() {
  const [isOpen, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const open = () => {
    setOpened(true);
    setOpen(true);
  };
  return { isOpen, opened, open, setOpen };
}

/** 'Nouvelle tâche': its dialog's code loads as the pointer or focus comes near. */
function NewTaskButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      size="sm"
      onPointerEnter={() => void loadNewTaskDialog()}
      onFocus={() => void loadNewTaskDialog()}
      onClick={onClick}
    >
      <Plus className="size-4" aria-hidden="true" />
      {m.newTask}
    </Button>
  );
}
