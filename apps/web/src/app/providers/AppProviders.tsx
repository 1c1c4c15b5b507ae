import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { AuthProvider } from '@/features/auth';
import { LiveProvider } from './LiveProvider';
import { createQueryClient } from './query-client';

/** Data, authentication, realtime (while signed in) and toasts for the whole app (react-hot-toast defaults are the spec's). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <LiveProvider>
          {children}
          <Toaster />
        </LiveProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
