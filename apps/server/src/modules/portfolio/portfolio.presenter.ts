import type { PortfolioItem } from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import type { portfolioItems } from '../../db/schema';
import { isoString } from '../../lib/iso-string';
import { portfolioItemAbilities } from './portfolio.policy';

type ItemRow = typeof portfolioItems.$inferSelect;

export function presentPortfolioItem(row: ItemRow, actor: Actor | null): PortfolioItem {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    projectUrl: row.projectUrl,
    createdAt: isoString(row.createdAt),
    abilities: portfolioItemAbilities(actor, row),
  };
}
