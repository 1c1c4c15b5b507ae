import type { ProjectCategory, ProjectStatus, RecruitmentFilter } from '@plateau/shared/enums';

/** The list's filters, as kept in the page's URL. */
export type ProjectFilters = {
  q: string;
  category: ProjectCategory | '';
  status: ProjectStatus | '';
  recruiting: RecruitmentFilter | '';
};

/** Query keys of the projects feature; a project's team, requests and candidates live under its detail. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (filters: ProjectFilters) => [...projectKeys.lists(), filters] as const,
  detail: (id: string) => [...projectKeys.all, 'detail', id] as const,
  members: (id: string) => [...projectKeys.detail(id), 'members'] as const,
  joinRequests: (id: string) => [...projectKeys.detail(id), 'join-requests'] as const,
  candidates: (id: string, q: string) => [...projectKeys.detail(id), 'candidates', q] as const,
};
