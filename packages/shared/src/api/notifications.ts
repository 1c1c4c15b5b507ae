import { noContentSchema } from '../schemas/answers';
import {
  markAllReadResponseSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationResponseSchema,
  unreadCountSchema,
} from '../schemas/notifications';
import { endpoint } from './endpoint';

/** The member's notifications (spec 1 §7, notifications). */
export const notificationsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/notifications',
    query: notificationListQuerySchema,
    response: notificationListSchema,
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/api/notifications/unread-count',
    response: unreadCountSchema,
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/api/notifications/read-all',
    response: markAllReadResponseSchema,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/notifications/:id/read',
    params: notificationIdParamsSchema,
    response: notificationResponseSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/notifications/:id',
    params: notificationIdParamsSchema,
    response: noContentSchema,
    status: 204,
  }),
};
