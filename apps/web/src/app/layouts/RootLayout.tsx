import { commonMessages } from '@plateau/shared/messages/common.fr';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AuthDialogsProvider, EmailConfirmationBanner } from '@/features/auth';
import { Footer, NavBar } from '@/features/shell';
import { cn } from '@/lib/cn';
import { PageSkeleton } from './PageSkeleton';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteMeta } from './RouteMeta';
import { ScrollRestoration } from './ScrollRestoration';

/** Navigation bar, the lazy-loaded page, footer; auth dialogs available everywhere. */
export function RootLayout() {
  // The landing's bar floats over its hero (fixed, no room taken): there the page alone fills the screen.
  const { pathname } = useLocation();
  const floatingBar = pathname === '/';
  return (
    <AuthDialogsProvider>
      <RouteMeta />
      <div className="flex min-h-dvh flex-col">
        <a
          href="#contenu"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-indigo-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {commonMessages.skipToContent}
        </a>
        <NavBar />
        <EmailConfirmationBanner />
        {/* At least the viewport under the 4rem bar (the whole viewport under the landing's floating bar):
            the footer starts below the fold while a page's code loads, so it is never pulled up then pushed
            down (no layout shift). */}
        <main
          id="contenu"
          className={cn('flex flex-1 flex-col', floatingBar ? 'min-h-dvh' : 'min-h-[calc(100dvh-4rem)]')}
        >
          <RouteErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        <Footer />
      </div>
      <ScrollRestoration />
    </AuthDialogsProvider>
  );
}
