import { commonMessages } from '@plateau/shared/messages/common.fr';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AuthDialogsProvider } from '@/features/auth';
import { Footer, NavBar } from '@/features/shell';
import { PageSkeleton } from './PageSkeleton';
import { RouteMeta } from './RouteMeta';

/** Navigation bar, the lazy-loaded page, footer; auth dialogs available everywhere. */
export function RootLayout() {
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
        {/* At least the viewport under the 4rem bar: the footer starts below the fold while a page's code
            loads, so it is never pulled up then pushed down (no layout shift). */}
        <main id="contenu" className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col">
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
      <ScrollRestoration />
    </AuthDialogsProvider>
  );
}
