import type {
  collaborationDurations,
  influencerBudgetRanges,
  influencerPlatforms,
  workModes,
} from '@plateau/shared/enums';
import { readStorage } from '@/lib/storage';
import type { RoleDraft } from './components/RoleForm';

/** The wizard's fields (the roles apart). */
export type WizardValues = {
  title: string;
  description: string;
  platform: (typeof influencerPlatforms)[number];
  contentTypes: string[];
  projectScope: string;
  budgetRange: (typeof influencerBudgetRanges)[number];
  timeline: string;
  locationType: (typeof workModes)[number];
  locationCity: string;
  collaborationDuration: (typeof collaborationDurations)[number];
  applicationDeadline: string;
  startDate: string;
  deliverables: string[];
};
export type WizardDraft = { step: number; values: WizardValues; roles: RoleDraft[] };

export const draftKey = 'plateau.influencer-wizard';
const emptyDraft: WizardDraft = {
  step: 1,
  values: {
    title: '',
    description: '',
    platform: 'YouTube',
    contentTypes: [],
    projectScope: '',
    budgetRange: 'À négocier',
    timeline: '',
    locationType: 'Distanciel',
    locationCity: '',
    collaborationDuration: 'Court terme (1-3 mois)',
    applicationDeadline: '',
    startDate: '',
    deliverables: [],
  },
  roles: [],
};

/** The draft kept in this browser (a reload of the page keeps it); anything unreadable starts afresh. */
export function readDraft(): WizardDraft {
  try {
    const parsed = JSON.parse(readStorage('local', draftKey) ?? 'null') as Partial<WizardDraft> | null;
    if (!parsed || typeof parsed !== 'object') return emptyDraft;
    return {
      step: [1, 2, 3, 4].includes(Number(parsed.step)) ? Number(parsed.step) : 1,
      values: { ...emptyDraft.values, ...(parsed.values ?? {}) },
      roles: Array.isArray(parsed.roles) ? parsed.roles : [],
    };
  } catch {
    return emptyDraft;
  }
}
