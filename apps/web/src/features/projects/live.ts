import type { RealtimeEvent } from '@plateau/shared/events';
import type { LiveRules } from '@/lib/live';
import { projectKeys } from './query-keys';

type TaskChanged = Extract<RealtimeEvent, { type: 'task.changed' }>;

/**
 * The page's statistics count the tasks and the finished ones: they change when a task is created or
 * deleted, or when an edit or a move takes it into or out of 'terminé' (a move between two other columns, an
 * edit, a comment change nothing).
 */
const changesStatistics = (event: TaskChanged) => {
  if (event.change === 'created' || event.change === 'deleted') return true;
  if (event.change === 'commented') return false;
  if (!event.previousStatus || !event.status) return true;
  return (event.previousStatus === 'terminé') !== (event.status === 'terminé');
};

/**
 * A project's page (its fields, team, requests, statistics) and the lists follow its `project:<id>` room,
 * held by the page while it is open. A task's change refetches the project alone (not its team nor its
 * requests), and only when the statistics change.
 */
export const projectsLive: LiveRules = {
  'project.changed': (event) => [projectKeys.detail(event.projectId), projectKeys.lists()],
  'task.changed': (event) =>
    changesStatistics(event) ? [{ queryKey: projectKeys.detail(event.projectId), exact: true }] : [],
};
