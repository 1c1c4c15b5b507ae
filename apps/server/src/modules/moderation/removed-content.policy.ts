import { reportsMessages } from '@plateau/shared';
import { conflict } from '../../lib/errors';

/**
 * Content removed by the moderation keeps 'Contenu retiré par la modération' (issue 31): an edit that would
 * write one of its removed texts back is refused with a French 409 and nothing changes. `fields` are the
 * removed texts as stored, `update` the edit (a field left out or sent unchanged is no rewrite). Called by
 * every area whose content can be removed and edited afterwards (profile, portfolio, projects).
 */
export function refuseRewriteOfRemoved<K extends string>(
  content: { moderatedAt: Date | null },
  fields: Record<K, unknown>,
  update: Partial<Record<NoInfer<K>, unknown>>,
): void {
  if (!content.moderatedAt) return;
  const keys = Object.keys(fields) as K[];
  if (keys.some((key) => update[key] !== undefined && update[key] !== fields[key])) {
    throw conflict(reportsMessages.errors.removedLocked);
  }
}
