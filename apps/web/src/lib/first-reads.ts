import type { QueryClient } from '@tanstack/react-query';

/**
 * What a page module may export as `firstReads`, beside its component: the reads of its first screen. When
 * it is the page the browser opened, they are started, and briefly awaited, before the first render
 * (app/router.tsx, `preloadFirstPage`): that render has its data, and the first paint is the page itself,
 * not its skeleton. For a member the server has written their answers into the page: they are the
 * `firstReads` of the page's line in packages/shared/src/api/page-reads.ts (app/first-reads.test.ts runs each
 * page's and fails unless it asks exactly those), each through the query options of the page's own hooks.
 */
export type FirstReads = (page: {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  queryClient: QueryClient;
}) => Promise<unknown>;
