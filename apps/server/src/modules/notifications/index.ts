// The notifications area as other areas see it.

export { buildDigest, type DigestRunResult, runDigests } from './digest';
export { emailPreferenceRoutes, unsubscribeRoutes } from './email-preferences.routes';
export { findEmailPreferences } from './email-preferences.service';
export {
  deliverNotificationMail,
  findMailableNotification,
  messageMailDue,
  notificationMail,
  notificationMailDelaySeconds,
  type OutgoingMail,
} from './notification-mail';
export {
  type NewNotification,
  notificationMailJob,
  notify,
  notifyAll,
  readAllNotifications,
  removeNotificationsOfActor,
  withdrawNotifications,
} from './notifications.commands';
export { notificationChanged } from './notifications.events';
export { notificationRoutes } from './notifications.routes';
export { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';
