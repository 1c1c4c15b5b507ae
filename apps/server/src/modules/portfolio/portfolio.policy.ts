import type { Actor } from '../../auth/actor';

type ItemRow = { userId: string };

/** Only the owner edits or deletes a portfolio item. */
export function canEditPortfolioItem(actor: Actor | null, item: ItemRow): boolean {
  return actor !== null && actor.id === item.userId;
}

export const canDeletePortfolioItem = canEditPortfolioItem;
