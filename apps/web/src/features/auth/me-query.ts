import { pageSessionElementId } from '@plateau/shared/rules/page-data';
import type { MeResponse } from '@plateau/shared/schemas/auth';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api';
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

/** Forgets the member locally: anonymous auth state, every other cached query dropped. */
export function clearSession(queryClient: QueryClient): void {
  queryClient.setQueryData(authKeys.me(), anonymousMe);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
}

/**
 * The session the server wrote into the page it sent (apps/server/src/web/serve-web-app.ts), read once at
 * start: the first screen knows who is there without waiting for GET /api/me. A page without it (a static
 * copy, an old build) loads the session as before.
 */
export function seedSessionFromPage(queryClient: QueryClient): void {
  const element = document.getElementById(pageSessionElementId);
  if (!element) return;
  element.remove();
  try {
    queryClient.setQueryData(authKeys.me(), JSON.parse(element.textContent ?? '') as MeResponse);
  } catch {
    // Unreadable: the query asks the server.
  }
}
