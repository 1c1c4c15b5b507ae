import {
  type ProjectCategory,
  type ProjectStatus,
  projectStatuses,
  type RecruitmentFilter,
  recruitmentFilters,
  storedProjectCategories,
} from '@plateau/shared/enums';
import type { UrlStateCodec } from '@/hooks/useUrlState';
import type { ProjectFilters } from './query-keys';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.find((item) => item === value) ?? '';

/** /projets?q=…&category=…&status=…&recruiting=… (the API's own names; unknown values are ignored). */
export const projectFiltersUrl: UrlStateCodec<ProjectFilters> = {
  parse: (params) => ({
    q: (params.get('q') ?? '').trim(),
    category: oneOf<ProjectCategory>(storedProjectCategories, params.get('category')),
    status: oneOf<ProjectStatus>(projectStatuses, params.get('status')),
    recruiting: oneOf<RecruitmentFilter>(recruitmentFilters, params.get('recruiting')),
  }),
  serialize: (filters) => ({ ...filters, q: filters.q.trim() }),
};

export const noProjectFilters: ProjectFilters = { q: '', category: '', status: '', recruiting: '' };
