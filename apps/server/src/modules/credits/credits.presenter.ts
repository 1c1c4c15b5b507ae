import type { Credit } from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import { creditAbilities } from './credits.policy';
import type { CreditRow } from './credits.service';

/** A credit row as the API answers it, with what the actor may do. */
export function presentCredit(row: CreditRow, actor: Actor): Credit {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    year: row.year,
    role: row.role,
    kind: row.kind,
    link: row.link,
    status: row.status,
    projectId: row.projectId,
    abilities: creditAbilities(actor, row),
  };
}
