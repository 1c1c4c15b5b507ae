import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api';
import { toast } from '@/lib/toaster';
import { adminApi } from '../api';
import { adminKeys } from '../query-keys';

export function useAdminStats<T>(load: (signal: AbortSignal) => Promise<T>) {
  return useQuery({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => load(signal) });
}

/** One of the administration's lists, by keyset pages, for the filters of the address. */
export function useAdminList<T>(
  name: 'users' | 'projects' | 'tasks' | 'log' | 'news',
  filters: Record<string, string>,
  load: (
    query: Record<string, string | undefined>,
    signal: AbortSignal,
  ) => Promise<{ items: T[]; nextCursor: string | null }>,
) {
  return useInfiniteQuery({
    queryKey: adminKeys.list(name, filters),
    queryFn: ({ pageParam, signal }) => {
      const query = Object.fromEntries(
        Object.entries(filters).map(([key, value]) => [key, value || undefined]),
      );
      return load({ ...query, cursor: pageParam }, signal);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** An administration action: its toast, the API's French refusal otherwise, then every list refreshes. */
export function useAdminAction<I>(action: (input: I) => Promise<unknown>, success: (input: I) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (_result, input) => {
      toast.success(success(input));
    },
    onError: (error) => {
      toast.error(error instanceof ApiRequestError ? error.message : String(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** The diagnostics (database, checks, drivers); `enabled: false` waits for the first refetch (/admin's button). */
export function useDiagnostics(enabled = true) {
  return useQuery({
    queryKey: adminKeys.diagnostics(),
    queryFn: ({ signal }) => adminApi.diagnostics(signal),
    enabled,
  });
}
