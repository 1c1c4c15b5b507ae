import type { Task, TaskAssigneeOption, TaskUpdateInput } from '@plateau/shared/schemas/tasks';
import { type TaskFormValues, taskBody } from './components/TaskFormFields';

/** The form's value of an assignee the viewer may not pick (a hidden team, a former member): kept as is. */
export const keepAssignee = 'inchangé';

/** A task's values in its edit form: the assignee as one of the viewer's options, or kept as is. */
export const editValuesOf = (task: Task): TaskFormValues => ({
  title: task.title,
  description: task.description ?? '',
  dueDate: task.dueDate ?? '',
  assignedTo: task.assigneeOption ?? (task.assignee ? keepAssignee : ''),
  status: task.status,
});

/** The options of the edit form: the viewer's, and the current assignee when they are not among them. */
export function editOptions(task: Task, assignees: readonly TaskAssigneeOption[]): TaskAssigneeOption[] {
  const current = editValuesOf(task).assignedTo;
  if (!task.assignee || assignees.some((person) => person.id === current)) return [...assignees];
  return [...assignees, { ...task.assignee, id: current, isOwner: false }];
}

/** The edit's body: the assignee only when changed (an unchanged one is kept, even one not in the options). */
export function editBody(task: Task, values: TaskFormValues): TaskUpdateInput {
  const { assignedTo, ...body } = taskBody(values);
  return values.assignedTo === editValuesOf(task).assignedTo ? body : { ...body, assignedTo };
}

/** The values the shared schema checks: the kept assignee is not an id, the other fields are checked. */
export const checkedValues = (values: TaskFormValues): TaskFormValues =>
  values.assignedTo === keepAssignee ? { ...values, assignedTo: '' } : values;
