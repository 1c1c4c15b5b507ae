import type { QueryClient } from '@tanstack/react-query';

/**
 * What a page module may export as `firstReads`, beside its component: the reads of its first screen. When
 * it is the page the browser opened, they are started, and briefly awaited, before the first render
 * (app/router.tsx, `preloadFirstPage`): that render has its data, and the first paint is the page itself,
 * not its skeleton. The server's Link header already has their answers on the way for a member
 * (packages/shared/src/api/page-reads.ts): each must ask exactly what the page's own queries ask.
 */
export type FirstReads = (page: {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  queryClient: QueryClient;
}) => Promise<unknown>;
