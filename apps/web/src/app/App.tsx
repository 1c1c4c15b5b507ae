import type { QueryClient } from '@tanstack/react-query';
import { AppBrowserRouter } from '@/lib/router';
import { AppProviders } from './providers/AppProviders';
import { AppRoutes } from './router';

/** The app over `queryClient`, the one main.tsx made and filled with the first page's session and reads. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppBrowserRouter>
        <AppRoutes />
      </AppBrowserRouter>
    </AppProviders>
  );
}
