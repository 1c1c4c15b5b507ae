import { useQuery } from '@tanstack/react-query';
import { magazineApi } from '../api';
import { magazineKeys } from '../query-keys';

/** One published article; a 404 means 'Article non trouvé ou inaccessible'. */
export function useArticle(id: string) {
  return useQuery({
    queryKey: magazineKeys.article(id),
    queryFn: ({ signal }) => magazineApi.article(id, signal),
  });
}

/** The 3 related articles (failures are only logged, spec 1 §8). */
export function useRelatedArticles(id: string, enabled: boolean) {
  return useQuery({
    queryKey: magazineKeys.related(id),
    queryFn: ({ signal }) => magazineApi.related(id, signal),
    enabled,
  });
}
