import { creditsMessages as m, profileMessages as pm } from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import type { Db, Tx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { findActiveMember } from '../../lib/members';
import {
  canConfirmCredit,
  canDeclineCredit,
  canDeleteCredit,
  canEditCredit,
  canSeeCredit,
} from './credits.policy';
import { findCredit } from './credits.service';

/** The active member whose filmography is read, or 404 'Utilisateur non trouvé'. */
export async function requireCreditsOwner(db: Db, userId: string) {
  const owner = await findActiveMember(db, userId);
  if (!owner) throw notFound(pm.userNotFound);
  return owner;
}

export type CreditChange = 'confirmer' | 'refuser' | 'modifier' | 'supprimer';

/**
 * A credit the actor may change (locked in the write's transaction): 404 'Crédit introuvable' when unknown
 * or not theirs to see (another member's proposed credit does not exist for them), 403 when seen but not theirs,
 * 409 when its state no longer allows the change.
 */
export async function requireOwnCredit(tx: Tx, actor: Actor, id: string, change: CreditChange) {
  const credit = await findCredit(tx, id, true);
  if (!credit || (!canSeeCredit(actor, credit) && credit.userId !== actor.id)) throw notFound(m.notFound);
  if (credit.userId !== actor.id) throw forbidden();
  switch (change) {
    case 'confirmer':
      if (!canConfirmCredit(actor, credit)) throw conflict(m.notPending);
      break;
    case 'refuser':
      if (!canDeclineCredit(actor, credit)) throw conflict(m.notPending);
      break;
    case 'modifier':
      if (!canEditCredit(actor, credit)) throw forbidden(m.verifiedNotEditable);
      break;
    case 'supprimer':
      if (!canDeleteCredit(actor, credit)) throw forbidden();
      break;
    default: {
      const unknown: never = change;
      throw new Error(`changement inconnu : ${String(unknown)}`);
    }
  }
  return credit;
}
