import type { ProjectCreateInput } from '@plateau/shared/schemas/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsApi } from '../api';
import { projectKeys } from '../query-keys';

/** Creates a project (no id) or saves an existing one; the answer is the saved project. */
export function useSaveProject(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectCreateInput) => (id ? projectsApi.update(id, body) : projectsApi.create(body)),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      return queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
