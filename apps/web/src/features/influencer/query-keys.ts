import type { InfluencerPlatform } from '@plateau/shared/enums';
import type { ApplicationStatusFilter } from '@plateau/shared/schemas/influencer';

/** The list's filters, as kept in the page's URL. */
export type InfluencerFilters = { q: string; platform: InfluencerPlatform | '' };
/** The dashboard's filters. */
export type ApplicationFilters = { q: string; status: ApplicationStatusFilter | ''; roleId: string };

/** Query keys of the influencer feature. */
export const influencerKeys = {
  all: ['influencer'] as const,
  lists: () => [...influencerKeys.all, 'list'] as const,
  list: (filters: InfluencerFilters) => [...influencerKeys.lists(), filters] as const,
  project: (id: string) => [...influencerKeys.all, 'project', id] as const,
  dashboards: () => [...influencerKeys.all, 'dashboard'] as const,
  dashboard: (filters: ApplicationFilters) => [...influencerKeys.dashboards(), filters] as const,
};
