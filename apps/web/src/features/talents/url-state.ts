import { isAvailabilityStatus } from '@plateau/shared/rules/availability';
import { type CreditRoleFilter, creditRoleFilters } from '@plateau/shared/schemas/talents';
import type { UrlStateCodec } from '@/hooks/useUrlState';
import type { TalentFilters } from './query-keys';

const isCreditRole = (value: string): value is CreditRoleFilter =>
  (creditRoleFilters as readonly string[]).includes(value);

/** /talents?q=…&availability=…&profession=…&location=…&creditRole=…&skills=a&skills=b (the API's own names). */
export const talentFiltersUrl: UrlStateCodec<TalentFilters> = {
  parse: (params) => {
    const availability = params.get('availability') ?? '';
    const creditRole = params.get('creditRole') ?? '';
    return {
      q: params.get('q') ?? '',
      availability: isAvailabilityStatus(availability) ? availability : '',
      profession: params.get('profession') ?? '',
      location: params.get('location') ?? '',
      creditRole: isCreditRole(creditRole) ? creditRole : '',
      skills: params.getAll('skills').filter(Boolean),
    };
  },
  serialize: (filters) => ({ ...filters, q: filters.q.trim(), profession: filters.profession.trim() }),
};
