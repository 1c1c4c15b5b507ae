import { noContentSchema } from '../schemas/answers';
import { projectIdParamsSchema } from '../schemas/projects';
import {
  calendarFeedSchema,
  taskBoardSchema,
  taskColumnQuerySchema,
  taskCommentCreateSchema,
  taskCommentIdParamsSchema,
  taskCommentListSchema,
  taskCommentResultSchema,
  taskCreateSchema,
  taskIdParamsSchema,
  taskListQuerySchema,
  taskPageSchema,
  taskResultSchema,
  taskUpdateSchema,
} from '../schemas/tasks';
import { endpoint } from './endpoint';

/** Task boards, task comments and the member's calendar feed (spec 2 §2 and §7; /projets/{id}). */
export const tasksEndpoints = {
  board: endpoint({
    method: 'GET',
    path: '/api/projects/:id/tasks',
    params: projectIdParamsSchema,
    response: taskBoardSchema,
  }),
  column: endpoint({
    method: 'GET',
    path: '/api/projects/:id/tasks/column',
    params: projectIdParamsSchema,
    query: taskColumnQuerySchema,
    response: taskPageSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/projects/:id/tasks/list',
    params: projectIdParamsSchema,
    query: taskListQuerySchema,
    response: taskPageSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/projects/:id/tasks',
    params: projectIdParamsSchema,
    body: taskCreateSchema,
    response: taskResultSchema,
    status: 201,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/tasks/:id',
    params: taskIdParamsSchema,
    response: taskResultSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/tasks/:id',
    params: taskIdParamsSchema,
    body: taskUpdateSchema,
    response: taskResultSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/tasks/:id',
    params: taskIdParamsSchema,
    response: noContentSchema,
    status: 204,
  }),
  comments: endpoint({
    method: 'GET',
    path: '/api/tasks/:id/comments',
    params: taskIdParamsSchema,
    response: taskCommentListSchema,
  }),
  addComment: endpoint({
    method: 'POST',
    path: '/api/tasks/:id/comments',
    params: taskIdParamsSchema,
    body: taskCommentCreateSchema,
    response: taskCommentResultSchema,
    status: 201,
  }),
  removeComment: endpoint({
    method: 'DELETE',
    path: '/api/task-comments/:id',
    params: taskCommentIdParamsSchema,
    response: noContentSchema,
    status: 204,
  }),
  calendar: endpoint({ method: 'GET', path: '/api/me/calendar', response: calendarFeedSchema }),
  rotateCalendar: endpoint({ method: 'POST', path: '/api/me/calendar/token', response: calendarFeedSchema }),
};
