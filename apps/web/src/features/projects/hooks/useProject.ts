import { queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/features/auth';
import { ApiRequestError } from '@/lib/api';
import { projectsApi } from '../api';
import { projectKeys } from '../query-keys';

/** A missing project is not worth a second try. */
const retryUnlessMissing = (failures: number, error: Error) =>
  !(error instanceof ApiRequestError && (error.status === 404 || error.status === 403)) && failures < 2;

/** One project with the viewer's relation to it, its statistics and abilities. */
export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => projectsApi.detail(id, signal),
    retry: retryUnlessMissing,
  });

export function useProject(id: string) {
  return useQuery(projectQuery(id));
}

/** The team as the visibility rules let the viewer see it (filtered by the server). */
export const projectMembersQuery = (id: string) =>
  queryOptions({
    queryKey: projectKeys.members(id),
    queryFn: ({ signal }) => projectsApi.members(id, signal),
  });

export function useProjectMembers(id: string) {
  return useQuery(projectMembersQuery(id));
}

/** The pending join requests (the owner only: `enabled` follows the `answerRequests` ability). */
export function useJoinRequests(id: string, enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.joinRequests(id),
    queryFn: ({ signal }) => projectsApi.joinRequests(id, signal),
    enabled,
  });
}

/** The owner's accepted connections who are not in the project, searched by name or profession. */
export function useMemberCandidates(id: string, q: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: projectKeys.candidates(id, q.trim()),
    queryFn: ({ pageParam, signal }) => projectsApi.candidates(id, q, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/**
 * The page is open to visitors: when the viewer signs in (or out) on it, what the API shows them changes
 * (join button, team, abilities), so the project's queries are fetched again.
 */
export function useRefetchForViewer(id: string) {
  const { user } = useAuth();
  const viewerId = user?.id ?? null;
  const queryClient = useQueryClient();
  const seen = useRef(viewerId);
  useEffect(() => {
    if (seen.current === viewerId) return;
    seen.current = viewerId;
    void queryClient.invalidateQueries({ queryKey: projectKeys.detail(id) });
  }, [viewerId, id, queryClient]);
}
