import type { QueryClient } from '@tanstack/react-query';

/**
 * Runs `callback` once no mutation is in flight (at once if none is): a refresh of everything (the realtime
 * link's catch-up) asked while a change is being saved would read the server before it has that change,
 * and put the screen back as it was under the member's hand. Once the change is saved, it reads it.
 */
export function afterMutations(queryClient: QueryClient, callback: () => void): void {
  if (queryClient.isMutating() === 0) {
    callback();
    return;
  }
  const unsubscribe = queryClient.getMutationCache().subscribe(() => {
    if (queryClient.isMutating() > 0) return;
    unsubscribe();
    callback();
  });
}
