import { endpoints } from '@plateau/shared/api/index';
import { api } from '@/lib/api';
import type { TalentFilters } from './query-keys';

const e = endpoints.talents;

/** Calls of the members directory (spec 1 §2, /talents). */
export const talentsApi = {
  page: (filters: TalentFilters, page: number, signal?: AbortSignal) =>
    api.call(e.list, {
      query: {
        q: filters.q.trim(),
        availability: filters.availability || undefined,
        profession: filters.profession.trim(),
        location: filters.location,
        creditRole: filters.creditRole || undefined,
        skills: filters.skills,
        page: page > 1 ? page : undefined,
      },
      signal,
    }),
  skills: (signal?: AbortSignal) => api.call(e.skills, { signal }),
};
