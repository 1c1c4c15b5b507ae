import { isAvailabilityStatus } from '@plateau/shared/rules/availability';
import type { UrlStateCodec } from '@/hooks/useUrlState';
import type { TalentFilters } from './query-keys';

/** /talents?q=…&availability=…&profession=…&location=…&skills=a&skills=b (the API's own names). */
export const talentFiltersUrl: UrlStateCodec<TalentFilters> = {
  parse: (params) => {
    const availability = params.get('availability') ?? '';
    return {
      q: params.get('q') ?? '',
      availability: isAvailabilityStatus(availability) ? availability : '',
      profession: params.get('profession') ?? '',
      location: params.get('location') ?? '',
      skills: params.getAll('skills').filter(Boolean),
    };
  },
  serialize: (filters) => ({ ...filters, q: filters.q.trim(), profession: filters.profession.trim() }),
};
