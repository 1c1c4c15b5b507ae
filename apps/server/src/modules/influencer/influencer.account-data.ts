import type { AccountDataPart } from '../../lib/account-data';
import { applicationsOf } from './influencer.service';

/** The member's influencer applications (their projects' details and roles are in the projects export). */
export const influencerAccountData: AccountDataPart = {
  export: async (db, userId) => ({ influencerApplications: await applicationsOf(db, userId) }),
};
