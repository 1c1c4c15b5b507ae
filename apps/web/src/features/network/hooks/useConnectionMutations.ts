import { networkMessages as m } from '@plateau/shared/messages/network.fr';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api';
import { toast } from '@/lib/toaster';
import { networkApi } from '../api';
import { networkKeys } from '../query-keys';

/**
 * One connection action with its success and error toasts (spec 1 §8); a limit reached (429) says which, in
 * the server's words. Every network query refreshes after it.
 */
function useConnectionMutation<T>(action: (input: T) => Promise<unknown>, success: string, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => {
      toast.success(success);
    },
    onError: (error) => {
      toast.error(error instanceof ApiRequestError && error.status === 429 ? error.message : failure);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: networkKeys.all }),
  });
}

/** Sends a request (or sends it again after a refusal); takes the member's id. */
export const useSendRequest = () =>
  useConnectionMutation(networkApi.request, m.requestSent, m.requestSendError);

/** The recipient accepts a request; takes the connection id. */
export const useAcceptRequest = () =>
  useConnectionMutation(
    (id: string) => networkApi.answer(id, 'accepté'),
    m.requestAccepted,
    m.requestAcceptError,
  );

/** The recipient refuses a request; takes the connection id. */
export const useRefuseRequest = () =>
  useConnectionMutation(
    (id: string) => networkApi.answer(id, 'refusé'),
    m.requestRefused,
    m.requestRefuseError,
  );

/** The requester cancels a pending request; takes the connection id. */
export const useCancelRequest = () =>
  useConnectionMutation(networkApi.remove, m.requestCancelled, m.requestCancelError);

/** Either side removes an accepted connection; takes the connection id. */
export const useRemoveConnection = () =>
  useConnectionMutation(networkApi.remove, m.connectionRemoved, m.connectionRemoveError);
