import { pageSessionElementId } from '@plateau/shared/rules/page-data';
import type { MeResponse } from '@plateau/shared/schemas/auth';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api';
import { forgetPageReads } from '@/lib/page-reads';
import { authKeys } from './query-keys';
import { sessionApi } from './session-api';

export const anonymousMe: MeResponse = { user: null, adminPromoted: false, session: null };

/** The signed-in member, their session, or nulls for a visitor. */
export const meQueryOptions = queryOptions({
  queryKey: authKeys.me(),
  queryFn: async ({ signal }): Promise<MeResponse> => {
    try {
      return await sessionApi.me(signal);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return anonymousMe;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
  retry: false,
});

/** Reloads the current member after a sign-in, a sign-up or a diagnostics check. */
export function refreshMe(queryClient: QueryClient): Promise<MeResponse> {
  return queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
}

/**
 * Forgets the member locally: anonymous auth state, every other cached query dropped, and any answer of
 * theirs the page came with and no read has used yet.
 */
export function clearSession(queryClient: QueryClient): void {
  forgetPageReads();
  queryClient.setQueryData(authKeys.me(), anonymousMe);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
}

let sessionInPage: MeResponse | null | undefined;

/**
 * The session the server wrote into the page it sent (apps/server/src/web/serve-web-app.ts), read once at
 * start (then the element is gone): null for a page without it (a static copy, an old build) or unreadable.
 */
export function pageSession(): MeResponse | null {
  if (sessionInPage !== undefined) return sessionInPage;
  const element = document.getElementById(pageSessionElementId);
  element?.remove();
  try {
    sessionInPage = element ? (JSON.parse(element.textContent ?? '') as MeResponse) : null;
  } catch {
    sessionInPage = null;
  }
  return sessionInPage;
}

/**
 * The page's session as the first answer of GET /api/me: the first screen knows who is there without a
 * round trip. Without one in the page, the query asks the server.
 */
export function seedSessionFromPage(queryClient: QueryClient): void {
  const session = pageSession();
  if (session) queryClient.setQueryData(authKeys.me(), session);
}
