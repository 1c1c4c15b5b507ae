import { magazineMessages as mm } from '@plateau/shared/messages/magazine.fr';
import type { ArticleDetail } from '@plateau/shared/schemas/magazine';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toaster';
import { magazineApi } from '../api';
import { magazineKeys } from '../query-keys';

/** The member's saved articles, newest first. */
export function useFavorites(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: magazineKeys.favorites(),
    queryFn: ({ pageParam, signal }) => magazineApi.favorites(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    enabled,
  });
}

/** Saves or unsaves the open article, with the spec's toasts. */
export function useToggleFavorite(articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: boolean) =>
      save ? magazineApi.addFavorite(articleId) : magazineApi.removeFavorite(articleId),
    onSuccess: async (status) => {
      queryClient.setQueryData<ArticleDetail>(magazineKeys.article(articleId), (article) =>
        article ? { ...article, isFavorite: status.isFavorite } : article,
      );
      toast.success(status.isFavorite ? mm.favoriteAdded : mm.favoriteRemoved);
      await queryClient.invalidateQueries({ queryKey: magazineKeys.favorites() });
    },
    onError: async (error) => {
      console.error(error);
      toast.error(mm.favoriteError);
      await queryClient.invalidateQueries({ queryKey: magazineKeys.article(articleId) });
    },
  });
}

/** Removes an article from the favourites page: 'Article retiré des favoris' or 'Erreur lors de la suppression'. */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (articleId: string) => magazineApi.removeFavorite(articleId),
    onSuccess: async (status) => {
      toast.success(mm.favoriteRemoved);
      queryClient.setQueryData<ArticleDetail>(magazineKeys.article(status.articleId), (article) =>
        article ? { ...article, isFavorite: false } : article,
      );
      await queryClient.invalidateQueries({ queryKey: magazineKeys.favorites() });
    },
    onError: (error) => {
      console.error(error);
      toast.error(mm.favoritesRemoveError);
    },
  });
}
