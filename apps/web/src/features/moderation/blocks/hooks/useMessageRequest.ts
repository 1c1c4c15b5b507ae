import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blocksApi } from '../api';

/** 'Accepter' and 'Supprimer' on a message request; the messages' lists, badge and head are read again. */
export function useMessageRequest(userId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['messages'] });
  const accept = useMutation({ mutationFn: () => blocksApi.acceptRequest(userId), onSuccess: refresh });
  const remove = useMutation({ mutationFn: () => blocksApi.deleteRequest(userId), onSuccess: refresh });
  return { accept, remove };
}
