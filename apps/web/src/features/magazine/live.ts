import type { LiveRules } from '@/lib/live';
import { magazineKeys } from './query-keys';

/** The comments of an open article (its page joins the `article:<id>` room). */
export const magazineLive: LiveRules = {
  'comment.changed': (event) => [magazineKeys.comments(event.articleId)],
};
