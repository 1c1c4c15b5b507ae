import type { MagazineCategory } from '@plateau/shared/enums';

export type ArticleFiltersValue = { q: string; category: MagazineCategory | '' };

/** Query keys of the magazine feature. */
export const magazineKeys = {
  all: ['magazine'] as const,
  lists: () => [...magazineKeys.all, 'list'] as const,
  list: (filters: ArticleFiltersValue) => [...magazineKeys.lists(), filters] as const,
  article: (id: string) => [...magazineKeys.all, 'article', id] as const,
  related: (id: string) => [...magazineKeys.all, 'related', id] as const,
  comments: (id: string) => [...magazineKeys.all, 'comments', id] as const,
  favorites: () => [...magazineKeys.all, 'favorites'] as const,
};
