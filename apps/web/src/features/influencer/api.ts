import { endpoints } from '@plateau/shared/api/index';
import type {
  InfluencerApplicationCreate,
  InfluencerProjectCreate,
} from '@plateau/shared/schemas/influencer';
import { api } from '@/lib/api';
import type { ApplicationFilters, InfluencerFilters } from './query-keys';

const e = endpoints.influencer;

/** Calls of the influencer API (spec 2 §7): projects, the wizard, applications and the dashboard. */
export const influencerApi = {
  page: (filters: InfluencerFilters, cursor: string | undefined, signal?: AbortSignal) =>
    api.call(e.list, {
      query: { q: filters.q.trim() || undefined, platform: filters.platform || undefined, cursor },
      signal,
    }),
  project: (id: string, signal?: AbortSignal) =>
    api.call(e.project, { params: { id }, signal }).then((body) => body.project),
  create: (body: InfluencerProjectCreate) => api.call(e.create, { body }).then((answer) => answer.project),
  apply: (projectId: string, roleId: string, body: InfluencerApplicationCreate) =>
    api.call(e.apply, { params: { id: projectId, roleId }, body }).then((answer) => answer.application),
  applications: (filters: ApplicationFilters, signal?: AbortSignal) =>
    api.call(e.applications, {
      query: {
        q: filters.q.trim() || undefined,
        status: filters.status || undefined,
        roleId: filters.roleId || undefined,
      },
      signal,
    }),
  decide: (id: string, status: 'approuvé' | 'refusé') =>
    api.call(e.decide, { params: { id }, body: { status } }).then((answer) => answer.application),
};
