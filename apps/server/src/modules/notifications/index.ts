// The notifications area as other areas see it.
export {
  type NewNotification,
  notify,
  readAllNotifications,
  removeNotificationsOfActor,
  withdrawNotifications,
} from './notifications.commands';
export { notificationChanged } from './notifications.events';
export { notificationRoutes } from './notifications.routes';
