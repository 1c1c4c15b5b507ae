import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AuthProvider, seedSessionFromPage } from '@/features/auth';
import { LazyToaster } from './LazyToaster';
import { LiveProvider } from './LiveProvider';
import { createQueryClient } from './query-client';

/** Data, authentication, realtime (while signed in) and toasts for the whole app (react-hot-toast defaults are the spec's). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedSessionFromPage(client);
    return client;
  });
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
