import { taskMessages as m } from '@plateau/shared/messages/tasks.fr';
import type { TaskAssigneeOption } from '@plateau/shared/schemas/tasks';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { toast } from '@/lib/toaster';
import type { useTaskMutations } from '../hooks/useTaskBoard';
import {
  emptyTaskForm,
  serverErrors,
  type TaskFormErrors,
  TaskFormFields,
  taskBody,
  validateTask,
} from './TaskFormFields';

interface NewTaskDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  assignees: readonly TaskAssigneeOption[];
  create: ReturnType<typeof useTaskMutations>['create'];
}

/** 'Nouvelle tâche': title required (trimmed), status 'à faire' by default. */
export function NewTaskDialog({ open, onOpenChange, assignees, create }: NewTaskDialogProps) {
  const [values, setValues] = useState(emptyTaskForm);
  const [errors, setErrors] = useState<TaskFormErrors>({});
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setValues(emptyTaskForm);
      setErrors({});
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateTask(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(taskBody(values), {
      onSuccess: () => {
        toast.success(m.created);
        close(false);
      },
      onError: (error) => {
        setErrors(serverErrors(error));
        toast.error(m.createError);
      },
    });
  };
  return (
    <Modal open={open} onOpenChange={close} title={m.newTask} size="lg" preventClose={create.isPending}>
      <form onSubmit={submit} noValidate className="space-y-6">
        <TaskFormFields values={values} errors={errors} assignees={assignees} onChange={setValues} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => close(false)} disabled={create.isPending}>
            {m.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {create.isPending ? m.saving : m.submitCreate}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
