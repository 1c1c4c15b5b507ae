import type { AvailabilityStatus } from '@plateau/shared/enums';
import type { TalentsPage } from '@plateau/shared/schemas/talents';
import { api } from '../../lib/api';

/** The directory's filters, as kept in the page's URL. */
export type TalentFilters = {
  q: string;
  availability: AvailabilityStatus | '';
  profession: string;
  location: string;
  skills: string[];
};

export const emptyTalentFilters: TalentFilters = {
  q: '',
  availability: '',
  profession: '',
  location: '',
  skills: [],
};

/** The query string of a page of the directory (same names as the page's URL). */
export function talentsSearchParams(filters: TalentFilters, page?: number): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.availability) params.set('availability', filters.availability);
  if (filters.profession.trim()) params.set('profession', filters.profession.trim());
  if (filters.location) params.set('location', filters.location);
  for (const skill of filters.skills) params.append('skills', skill);
  if (page && page > 1) params.set('page', String(page));
  return params;
}

export const talentsApi = {
  page: (filters: TalentFilters, page: number, signal?: AbortSignal) =>
    api.get<TalentsPage>(`/api/talents?${talentsSearchParams(filters, page)}`, { signal }),
  skills: (signal?: AbortSignal) => api.get<{ skills: string[] }>('/api/skills', { signal }),
};

/** Query keys of the talents area. */
export const talentKeys = {
  all: ['talents'] as const,
  list: (filters: TalentFilters) => ['talents', 'list', filters] as const,
  skills: ['talents', 'skills'] as const,
};
