import { endpoints } from '@plateau/shared/api/index';
import type { TaskStatus } from '@plateau/shared/enums';
import type { TaskListSort } from '@plateau/shared/rules/task-rules';
import type { TaskCreateInput, TaskUpdateInput } from '@plateau/shared/schemas/tasks';
import { api } from '@/lib/api';

const e = endpoints.tasks;

/** Calls of the task boards API (spec 2 §7: the board and its pages, tasks, task comments) and of the member's calendar feed. */
export const tasksApi = {
  board: (projectId: string, signal?: AbortSignal) =>
    api.call(e.board, { params: { id: projectId }, signal }),
  /** A column's next page ('Afficher plus'). */
  column: (projectId: string, status: TaskStatus, cursor: string, signal?: AbortSignal) =>
    api.call(e.column, { params: { id: projectId }, query: { status, cursor }, signal }),
  /** A page of the list view in its sort (its first without a cursor). */
  list: (projectId: string, sort: TaskListSort, cursor: string | null, signal?: AbortSignal) =>
    api.call(e.list, { params: { id: projectId }, query: { sort, cursor: cursor ?? undefined }, signal }),
  create: (projectId: string, body: TaskCreateInput) =>
    api.call(e.create, { params: { id: projectId }, body }).then((answer) => answer.task),
  detail: (id: string, signal?: AbortSignal) =>
    api.call(e.detail, { params: { id }, signal }).then((answer) => answer.task),
  update: (id: string, body: TaskUpdateInput) =>
    api.call(e.update, { params: { id }, body }).then((answer) => answer.task),
  remove: (id: string) => api.call(e.remove, { params: { id } }),
  comments: (id: string, signal?: AbortSignal) =>
    api.call(e.comments, { params: { id }, signal }).then((answer) => answer.items),
  addComment: (id: string, content: string) =>
    api.call(e.addComment, { params: { id }, body: { content } }).then((answer) => answer.comment),
  removeComment: (commentId: string) => api.call(e.removeComment, { params: { id: commentId } }),
  calendar: (signal?: AbortSignal) => api.call(e.calendar, { signal }).then((answer) => answer.url),
  rotateCalendar: () => api.call(e.rotateCalendar, {}).then((answer) => answer.url),
};
