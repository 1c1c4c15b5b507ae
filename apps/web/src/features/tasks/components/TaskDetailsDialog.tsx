import { fill } from '@plateau/shared/messages/fill';
import { taskMessages as m } from '@plateau/shared/messages/tasks.fr';
import type { Task, TaskAssigneeOption } from '@plateau/shared/schemas/tasks';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Modal } from '@/components/ui/Modal';
import { toast } from '@/lib/toaster';
import { checkedValues, editBody, editOptions, editValuesOf } from '../edit-form';
import type { useTaskMutations } from '../hooks/useTaskBoard';
import { CommentThread } from './CommentThread';
import { serverErrors, type TaskFormErrors, TaskFormFields, validateTask } from './TaskFormFields';
import { AssigneeLine, DueDate, LateBadge, today } from './TaskMeta';

interface TaskDetailsDialogProps {
  projectId: string;
  task: Task;
  assignees: readonly TaskAssigneeOption[];
  actions: ReturnType<typeof useTaskMutations>;
  onClose: () => void;
}

/** The task's edit form (owner and members) or its fields (read-only), and its comment thread. */
export function TaskDetailsDialog({ projectId, task, assignees, actions, onClose }: TaskDetailsDialogProps) {
  const [values, setValues] = useState(() => editValuesOf(task));
  const [errors, setErrors] = useState<TaskFormErrors>({});
  // Another member's edit or move updates the form, unless this member has started changing it.
  const [synced, setSynced] = useState(task);
  if (task.updatedAt !== synced.updatedAt) {
    const untouched = JSON.stringify(values) === JSON.stringify(editValuesOf(synced));
    setSynced(task);
    if (untouched) setValues(editValuesOf(task));
  }
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { update, remove } = actions;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateTask(checkedValues(values));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { id: task.id, body: editBody(task, values) },
      {
        onSuccess: (saved) => {
          setValues(editValuesOf(saved));
          toast.success(m.updated);
        },
        onError: (error) => {
          setErrors(serverErrors(error));
          toast.error(m.updateError);
        },
      },
    );
  };

  const deleteTask = () => {
    setConfirmDelete(false);
    remove.mutate(task.id, {
      onSuccess: () => {
        toast.success(m.deleted);
        onClose();
      },
      onError: () => toast.error(m.deleteError),
    });
  };

  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title={task.title} size="lg">
      {task.abilities.edit ? (
        <form onSubmit={submit} noValidate className="space-y-4" aria-label={m.detailsTitle}>
          {/* People the viewer may not pick (a hidden team, a former member) stay shown as the current assignee. */}
          <TaskFormFields
            values={values}
            errors={errors}
            assignees={editOptions(task, assignees)}
            onChange={setValues}
            disabled={update.isPending}
          />
          <LateBadge task={task} today={today()} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            {task.abilities.delete ? (
              <Button
                type="button"
                variant="ghost"
                className="text-red-700"
                onClick={() => setConfirmDelete(true)}
              >
                {m.deleteTask}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={update.isPending}>
              {update.isPending ? m.saving : m.submitEdit}
            </Button>
          </div>
        </form>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-600">{m.readOnly}</p>
          <p>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {task.status}
            </span>
          </p>
          {task.description ? <p className="whitespace-pre-line text-slate-800">{task.description}</p> : null}
          <AssigneeLine task={task} />
          <div className="flex flex-wrap items-center gap-2">
            <DueDate task={task} />
            <LateBadge task={task} today={today()} />
          </div>
        </div>
      )}
      <CommentThread projectId={projectId} task={task} />
      <ConfirmDialog
        open={confirmDelete}
        title={m.deleteTask}
        description={fill(m.deleteTaskConfirm, { title: task.title })}
        onConfirm={deleteTask}
        onCancel={() => setConfirmDelete(false)}
      />
    </Modal>
  );
}
