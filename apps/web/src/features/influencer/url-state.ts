import { type InfluencerPlatform, influencerPlatforms } from '@plateau/shared/enums';
import type { UrlStateCodec } from '@/hooks/useUrlState';
import type { InfluencerFilters } from './query-keys';

/** /influencer/projets?q=…&platform=… (unknown values are ignored). */
export const influencerFiltersUrl: UrlStateCodec<InfluencerFilters> = {
  parse: (params) => ({
    q: (params.get('q') ?? '').trim(),
    platform:
      influencerPlatforms.find((value) => value === params.get('platform')) ??
      ('' as InfluencerPlatform | ''),
  }),
  serialize: (filters) => ({ ...filters, q: filters.q.trim() }),
};

export const noInfluencerFilters: InfluencerFilters = { q: '', platform: '' };
