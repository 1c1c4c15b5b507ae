import { type TaskStatus, taskStatuses } from '@plateau/shared/enums';
import { taskMessages as m } from '@plateau/shared/messages/tasks.fr';
import {
  maxTaskDescriptionLength,
  maxTaskTitleLength,
  type TaskAssigneeOption,
  type TaskCreateInput,
  taskCreateSchema,
} from '@plateau/shared/schemas/tasks';
import { useId } from 'react';
import { FieldError, inputClasses, Label } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { ApiRequestError } from '@/lib/api';
import { cn } from '@/lib/cn';

export type TaskFormValues = {
  title: string;
  description: string;
  dueDate: string;
  assignedTo: string;
  status: TaskStatus;
};
export type TaskFormErrors = Partial<Record<keyof TaskFormValues, string>>;

export const emptyTaskForm: TaskFormValues = {
  title: '',
  description: '',
  dueDate: '',
  assignedTo: '',
  status: 'à faire',
};

/** The form's values as the API takes them (empty description, date and assignee are null). */
export function taskBody(values: TaskFormValues): TaskCreateInput {
  return {
    title: values.title,
    description: values.description.trim() || null,
    dueDate: values.dueDate || null,
    assignedTo: values.assignedTo || null,
    status: values.status,
  };
}

/** The shared schema's errors by field (the same messages as the server's). */
export function validateTask(values: TaskFormValues): TaskFormErrors {
  const result = taskCreateSchema.safeParse(taskBody(values));
  if (result.success) return {};
  const errors: TaskFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof TaskFormValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's refusal by field (an assignee no longer in the project...). */
export function serverErrors(error: unknown): TaskFormErrors {
  return error instanceof ApiRequestError && error.fields ? (error.fields as TaskFormErrors) : {};
}

const statusOptions = taskStatuses.map((status) => ({ value: status, label: status }));

interface TaskFormFieldsProps {
  values: TaskFormValues;
  errors: TaskFormErrors;
  assignees: readonly TaskAssigneeOption[];
  onChange: (values: TaskFormValues) => void;
  disabled?: boolean;
}

/** Title, description, due date, assignee (owner or members only), status. */
export function TaskFormFields({ values, errors, assignees, onChange, disabled }: TaskFormFieldsProps) {
  const id = useId();
  const set = <K extends keyof TaskFormValues>(key: K, value: TaskFormValues[K]) =>
    onChange({ ...values, [key]: value });
  return (
    <fieldset className="space-y-4" disabled={disabled}>
      <TextField
        label={m.fields.title}
        value={values.title}
        maxLength={maxTaskTitleLength}
        onChange={(event) => set('title', event.target.value)}
        error={errors.title}
        required
      />
      <div>
        <Label htmlFor={`${id}-description`}>{m.fields.description}</Label>
        <textarea
          id={`${id}-description`}
          className={cn(inputClasses, 'min-h-24')}
          value={values.description}
          maxLength={maxTaskDescriptionLength}
          onChange={(event) => set('description', event.target.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-description-error` : undefined}
        />
        <FieldError id={`${id}-description-error`} message={errors.description} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m.fields.dueDate}
          type="date"
          value={values.dueDate}
          onChange={(event) => set('dueDate', event.target.value)}
          error={errors.dueDate}
        />
        <div>
          <Label htmlFor={`${id}-status`}>{m.fields.status}</Label>
          <Select
            id={`${id}-status`}
            value={values.status}
            options={statusOptions}
            onValueChange={(value) => set('status', value || 'à faire')}
          />
        </div>
      </div>
      <div>
        <Label htmlFor={`${id}-assignee`}>{m.fields.assignee}</Label>
        <Select
          id={`${id}-assignee`}
          value={values.assignedTo}
          emptyLabel={m.unassigned}
          options={assignees.map((person) => ({ value: person.id, label: person.fullName }))}
          onValueChange={(value) => set('assignedTo', value)}
          aria-invalid={errors.assignedTo ? true : undefined}
          aria-describedby={errors.assignedTo ? `${id}-assignee-error` : undefined}
        />
        <FieldError id={`${id}-assignee-error`} message={errors.assignedTo} />
      </div>
    </fieldset>
  );
}
