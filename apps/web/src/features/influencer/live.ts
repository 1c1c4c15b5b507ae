import type { LiveRules } from '@/lib/live';
import { influencerKeys } from './query-keys';

/** An application sent or answered: the owner's dashboard and the project's roles (positions) refresh. */
export const influencerLive: LiveRules = {
  'influencer.application.changed': (event) => [
    influencerKeys.dashboards(),
    influencerKeys.project(event.projectId),
  ],
};
