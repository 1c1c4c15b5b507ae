import type { LiveRules } from '@/lib/live';
import { dashboardKeys } from './query-keys';

/**
 * The widgets follow the member's requests and connections, the messages they receive, and the tasks and
 * projects of the projects shown (the widget subscribes to their rooms).
 */
export const dashboardLive: LiveRules = {
  'connection.changed': () => [[...dashboardKeys.widgets(), 'network'], dashboardKeys.statistics()],
  'message.created': (event, { meId }) => (event.receiverId === meId ? [dashboardKeys.statistics()] : []),
  'task.changed': () => [[...dashboardKeys.widgets(), 'projects'], dashboardKeys.statistics()],
  'project.changed': () => [[...dashboardKeys.widgets(), 'projects']],
};
