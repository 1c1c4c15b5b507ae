import { messages } from '@plateau/shared/messages.fr';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AuthDialogsProvider } from '@/features/auth';
import { Footer, NavBar } from '@/features/shell';
import { PageSkeleton } from './PageSkeleton';

/** Navigation bar, the lazy-loaded page, footer; auth dialogs available everywhere. */
export function RootLayout() {
  return (
    <AuthDialogsProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#contenu"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-indigo-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {messages.common.skipToContent}
        </a>
        <NavBar />
        <main id="contenu" className="flex flex-1 flex-col">
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
