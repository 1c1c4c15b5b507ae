import type { LiveRules } from '@/lib/live';
import { reportsKeys } from '../reports/api';

/** A report, a contest or a decision (another administrator's): /admin/moderation reads its queue again. */
export const moderationQueueLive: LiveRules = {
  'moderation.queue.changed': () => [[...reportsKeys.all, 'queue']],
};
