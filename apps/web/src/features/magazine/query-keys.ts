import type { MagazineCategory } from '@plateau/shared/enums';

export type ArticleFiltersValue = { q: string; category: MagazineCategory | '' };

/** Query keys of the magazine feature. */
export const magazineKeys = {
  all: ['magazine'] as const,
  lists: ['magazine', 'list'] as const,
  list: (filters: ArticleFiltersValue) => ['magazine', 'list', filters] as const,
  article: (id: string) => ['magazine', 'article', id] as const,
  related: (id: string) => ['magazine', 'related', id] as const,
  comments: (id: string) => ['magazine', 'comments', id] as const,
  favorites: ['magazine', 'favorites'] as const,
};
