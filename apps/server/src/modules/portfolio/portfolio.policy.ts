import type { Actor } from '../../auth/actor';

/** What the policy needs to know about a portfolio item. */
export type PortfolioItemFacts = { userId: string };

/** Only the owner edits a portfolio item. */
export function canEditPortfolioItem(actor: Actor | null, item: PortfolioItemFacts): boolean {
  return actor !== null && actor.id === item.userId;
}

/** Only the owner deletes a portfolio item. */
export function canDeletePortfolioItem(actor: Actor | null, item: PortfolioItemFacts): boolean {
  return actor !== null && actor.id === item.userId;
}

/** What the member may do with a portfolio item, as the web shows it. */
export function portfolioItemAbilities(actor: Actor | null, item: PortfolioItemFacts) {
  return { edit: canEditPortfolioItem(actor, item), delete: canDeletePortfolioItem(actor, item) };
}
