import { profileMessages as pm } from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { findActiveMember } from '../../lib/members';
import { canDeletePortfolioItem, canEditPortfolioItem } from './portfolio.policy';
import { findPortfolioItem } from './portfolio.service';

/** A portfolio item of an active member, or 404 'Élément introuvable' (a deleted or suspended owner's too). */
export async function requirePortfolioItem(db: Db, id: string) {
  const item = await findPortfolioItem(db, id);
  if (!item || !(await findActiveMember(db, item.userId))) throw notFound(pm.portfolioNotFound);
  return item;
}

/** The active owner of a portfolio to list, or 404 'Utilisateur non trouvé'. */
export async function requirePortfolioOwner(db: Db, userId: string) {
  const owner = await findActiveMember(db, userId);
  if (!owner) throw notFound(pm.userNotFound);
  return owner;
}

/** An item the actor may edit (`edit`) or delete (`delete`): 404 when unknown, 403 otherwise. */
export async function requireOwnPortfolioItem(db: Db, actor: Actor, id: string, change: 'edit' | 'delete') {
  const item = await findPortfolioItem(db, id);
  if (!item) throw notFound(pm.portfolioNotFound);
  const allowed = change === 'edit' ? canEditPortfolioItem(actor, item) : canDeletePortfolioItem(actor, item);
  if (!allowed) throw forbidden();
  return item;
}
