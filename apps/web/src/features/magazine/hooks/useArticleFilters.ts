import { type MagazineCategory, magazineCategories } from '@plateau/shared/enums';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ArticleFiltersValue } from '../query-keys';

const isCategory = (value: string | null): value is MagazineCategory =>
  value !== null && (magazineCategories as readonly string[]).includes(value);

/** The search and category of /magazine, kept in the address (shareable, kept on back). */
export function useArticleFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const rawCategory = params.get('categorie');
  const filters = useMemo<ArticleFiltersValue>(
    () => ({ q: q.trim(), category: isCategory(rawCategory) ? rawCategory : '' }),
    [q, rawCategory],
  );
  const setFilters = useCallback(
    (next: ArticleFiltersValue) => {
      const search = new URLSearchParams();
      if (next.q.trim()) search.set('q', next.q.trim());
      if (next.category) search.set('categorie', next.category);
      setParams(search, { replace: true });
    },
    [setParams],
  );
  return { filters, setFilters };
}
