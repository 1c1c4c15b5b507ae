import { type MagazineCategory, magazineCategories } from '@plateau/shared/enums';
import type { UrlStateCodec } from '@/hooks/useUrlState';
import type { ArticleFiltersValue } from './query-keys';

const isCategory = (value: string | null): value is MagazineCategory =>
  value !== null && (magazineCategories as readonly string[]).includes(value);

/** /magazine?q=…&categorie=… */
export const articleFiltersUrl: UrlStateCodec<ArticleFiltersValue> = {
  parse: (params) => {
    const category = params.get('categorie');
    return { q: (params.get('q') ?? '').trim(), category: isCategory(category) ? category : '' };
  },
  serialize: ({ q, category }) => ({ q: q.trim(), categorie: category }),
};
