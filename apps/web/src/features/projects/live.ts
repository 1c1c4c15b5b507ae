import type { LiveRules } from '@/lib/live';
import { projectKeys } from './query-keys';

/**
 * A project's page (its fields, team, requests, statistics) and the lists follow its `project:<id>` room,
 * held by the page while it is open; tasks change the page's statistics.
 */
export const projectsLive: LiveRules = {
  'project.changed': (event) => [projectKeys.detail(event.projectId), projectKeys.lists()],
  'task.changed': (event) => [projectKeys.detail(event.projectId)],
};
