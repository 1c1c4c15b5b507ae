import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api';

/** Client errors (4xx) are answers, not accidents: only network and server failures are retried, once. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
