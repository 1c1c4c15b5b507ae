import type { ProjectRole, ProjectStatus } from '@plateau/shared/enums';
import type { JoinRequestAnswer, JoinRequestCreateInput } from '@plateau/shared/schemas/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsApi } from '../api';
import { projectKeys } from '../query-keys';

/**
 * Every action of the project page. Each one refreshes the project (fields, team, requests, statistics);
 * the other viewers follow through the project's room (live.ts).
 */
export function useProjectMutations(id: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
    ]);
  const onSuccess = () => refresh();

  return {
    setStatus: useMutation({
      mutationFn: (status: ProjectStatus) => projectsApi.setStatus(id, status),
      onSuccess: (project) => {
        queryClient.setQueryData(projectKeys.detail(id), project);
        return refresh();
      },
    }),
    // What follows a deletion (its toast, leaving the page) comes with the call and runs here, at the hook's
    // level: the project's own event may reach the page first and unmount it, and callbacks given to
    // `mutate` do not run once their component is gone.
    remove: useMutation({
      mutationFn: (_after: { onDeleted: () => void }) => projectsApi.remove(id),
      onSuccess: (_answer, { onDeleted }) => {
        onDeleted();
        queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
        return queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
      },
    }),
    join: useMutation({
      mutationFn: (body: JoinRequestCreateInput) => projectsApi.requestToJoin(id, body),
      onSuccess,
    }),
    cancelRequest: useMutation({
      mutationFn: (requestId: string) => projectsApi.cancelRequest(requestId),
      onSuccess,
    }),
    answerRequest: useMutation({
      mutationFn: (input: { requestId: string; status: JoinRequestAnswer['status'] }) =>
        projectsApi.answerRequest(input.requestId, input.status),
      onSuccess,
    }),
    addMember: useMutation({
      mutationFn: (input: { userId: string; role: ProjectRole }) =>
        projectsApi.addMember(id, input.userId, input.role),
      onSuccess,
    }),
    setMemberRole: useMutation({
      mutationFn: (input: { memberId: string; role: ProjectRole }) =>
        projectsApi.setMemberRole(id, input.memberId, input.role),
      onSuccess,
    }),
    removeMember: useMutation({
      mutationFn: (memberId: string) => projectsApi.removeMember(id, memberId),
      onSuccess,
    }),
    setMyVisibility: useMutation({
      mutationFn: (showProfile: boolean) => projectsApi.setMyVisibility(id, showProfile),
      onSuccess,
    }),
  };
}

export type ProjectMutations = ReturnType<typeof useProjectMutations>;
