import type { AvailabilityStatus } from '@plateau/shared/enums';
import type { CreditRoleFilter } from '@plateau/shared/schemas/talents';

/** The directory's filters, as kept in the page's URL. */
export type TalentFilters = {
  q: string;
  availability: AvailabilityStatus | '';
  profession: string;
  location: string;
  /** 'A travaillé comme…': a role of the member's shown credits. */
  creditRole: CreditRoleFilter | '';
  skills: string[];
};

/** Query keys of the talents feature. */
export const talentKeys = {
  all: ['talents'] as const,
  lists: () => [...talentKeys.all, 'list'] as const,
  list: (filters: TalentFilters) => [...talentKeys.lists(), filters] as const,
  skills: () => [...talentKeys.all, 'skills'] as const,
};
