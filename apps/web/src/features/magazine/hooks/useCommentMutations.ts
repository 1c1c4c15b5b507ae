import { magazineMessages as mm } from '@plateau/shared/messages/magazine.fr';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toaster';
import { magazineApi } from '../api';
import { magazineKeys } from '../query-keys';

/** Adds a comment: 'Commentaire ajouté' or 'Erreur lors de l'ajout du commentaire'. */
export function useAddComment(articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => magazineApi.addComment(articleId, content),
    onSuccess: async () => {
      toast.success(mm.commentAdded);
      await queryClient.invalidateQueries({ queryKey: magazineKeys.comments(articleId) });
    },
    onError: (error) => {
      console.error(error);
      toast.error(mm.commentAddError);
    },
  });
}

/** Deletes one's own comment: 'Commentaire supprimé' or 'Erreur lors de la suppression du commentaire'. */
export function useDeleteComment(articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => magazineApi.deleteComment(articleId, commentId),
    onSuccess: async () => {
      toast.success(mm.commentDeleted);
      await queryClient.invalidateQueries({ queryKey: magazineKeys.comments(articleId) });
    },
    onError: (error) => {
      console.error(error);
      toast.error(mm.commentDeleteError);
    },
  });
}
