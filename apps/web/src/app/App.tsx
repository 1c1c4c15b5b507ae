import { AppBrowserRouter } from '@/lib/router';
import { AppProviders } from './providers/AppProviders';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProviders>
      <AppBrowserRouter>
        <AppRoutes />
      </AppBrowserRouter>
    </AppProviders>
  );
}
