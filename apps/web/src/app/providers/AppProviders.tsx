import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/features/auth';
import { LazyToaster } from './LazyToaster';
import { LiveProvider } from './LiveProvider';

/** Data, authentication, realtime (while signed in) and toasts for the whole app (react-hot-toast defaults are the spec's). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <LiveProvider>
          {children}
          <LazyToaster />
        </LiveProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
