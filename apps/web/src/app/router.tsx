import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import type { FirstReads } from '@/lib/first-reads';
import { AdminRoute } from './guards/AdminRoute';
import { MemberRoute } from './guards/MemberRoute';
import { RedirectIfSignedIn } from './guards/RedirectIfSignedIn';
import { RootLayout } from './layouts/RootLayout';
import { type PageAccess, type PageDeclaration, pages } from './pages';

/** A thenable that answers at once: React's lazy reads it synchronously and renders without suspending. */
function resolvedAtOnce<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: that synchronous thenable is the point.
  return { then: (resolve: (value: T) => void) => resolve(value) } as unknown as Promise<T>;
}

/** What `page` adds to a lazy page: loading its chunk ahead of its first render (the module, once loaded). */
type Preloadable = { preload: () => Promise<{ firstReads?: FirstReads }> };

/**
 * A page's own chunk, loaded when first shown; `name` is the page component its module exports. Once
 * `preload` has loaded it, the page renders at once (a thenable already resolved: React does not suspend).
 */
function page(load: () => Promise<Record<string, unknown>>, name: string) {
  let loaded: { default: ComponentType } | undefined;
  const preload = async () => {
    const module = await load();
    const component = module[name];
    if (typeof component !== 'function') throw new Error(`the page module exports no ${name}`);
    loaded = { default: component as ComponentType };
    return module as { firstReads?: FirstReads };
  };
  const component = lazy(() => {
    const ready = loaded;
    if (ready) return resolvedAtOnce(ready);
    return preload().then(() => loaded as { default: ComponentType });
  });
  return Object.assign(component, { preload } satisfies Preloadable);
}

/**
 * The page modules (`features/<area>/pages/`), each its own chunk, loaded when first shown: the landing page
 * loads only what it shows. Two are not pages of their own but shown by others, statically.
 */
const pageModules = import.meta.glob<Record<string, unknown>>([
  '../features/*/pages/*.tsx',
  '!../features/influencer/pages/InfluencerAccessDeniedPage.tsx',
  '!../features/shell/pages/RouteErrorPage.tsx',
]);

/** The lazy page of a declaration of app/pages.ts: its module's component. */
function pageOf({ module, component }: PageDeclaration) {
  const name = component ?? module.slice(module.lastIndexOf('/') + 1);
  const load = pageModules[`../${module}.tsx`];
  if (!load) throw new Error(`${module}: no such page module`);
  return page(load, name);
}

/** A page's element: the page inside the guard its access names (app/guards/). */
function elementOf(Page: ComponentType, access: PageAccess): ReactNode {
  if (access === 'anyone') return <Page />;
  if (access === 'admin') {
    return (
      <AdminRoute>
        <Page />
      </AdminRoute>
    );
  }
  if ('visitorsOnly' in access) {
    return (
      <RedirectIfSignedIn to={access.visitorsOnly}>
        <Page />
      </RedirectIfSignedIn>
    );
  }
  // What a visitor sees there is its gate in visitor-gates.tsx, by default the login prompt.
  return (
    <MemberRoute gate={access.membersOnly}>
      <Page />
    </MemberRoute>
  );
}

/** The page a route shows and who may see it (preloadFirstPage). */
interface PageHandle {
  page: Preloadable;
  access: PageAccess;
}

// Every page of app/pages.ts, in its order (a new page is a line there, not here).
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: pages.map((declaration) => {
      const Page = pageOf(declaration);
      const handle: PageHandle = { page: Page, access: declaration.access };
      return { path: declaration.path, element: elementOf(Page, declaration.access), handle };
    }),
  },
];

/** How long the first render waits for the page's code and first reads (they are usually there by then). */
const firstPageWaitMs = 1000;

/**
 * Loads the code of the page the address shows to this visitor before the first render (the server's Link
 * header already fetches it), then its first reads (lib/first-reads.ts), a second at most in all: the first
 * paint is the page with its data, not a skeleton, then the page. Past that second the app renders anyway
 * (the page's skeleton until they are there). Not for a page behind a gate the visitor meets (members only,
 * visitors only): that one is not shown.
 */
export function preloadFirstPage(url: URL, signedIn: boolean, queryClient: QueryClient): Promise<unknown> {
  const match = matchRoutes(routes, url.pathname)?.at(-1);
  const handle = match?.route.handle as PageHandle | undefined;
  if (!handle || !shownTo(handle.access, signedIn)) return Promise.resolve();
  const code = handle.page.preload();
  const data = code.then(({ firstReads }) =>
    firstReads?.({ params: match?.params ?? {}, search: url.searchParams, queryClient }),
  );
  return Promise.race([data, new Promise((resolve) => setTimeout(resolve, firstPageWaitMs))]);
}

/** Whether this visitor sees the page itself, not a gate nor a redirect (see preloadFirstPage). */
function shownTo(access: PageAccess, signedIn: boolean): boolean {
  if (access === 'anyone') return true;
  if (access === 'admin' || 'membersOnly' in access) return signedIn;
  return !signedIn;
}

/** The page of the address (every route's title is in packages/shared/src/rules/route-titles.ts, by path). */
export function AppRoutes() {
  return useRoutes(routes);
}
