import { accountSecurityEndpoints } from './account-security';
import { adminEndpoints } from './admin';
import { authEndpoints } from './auth';
import { blocksEndpoints } from './blocks';
import { creditsEndpoints } from './credits';
import { dashboardEndpoints } from './dashboard';
import { emailPreferencesEndpoints } from './email-preferences';
import { influencerEndpoints } from './influencer';
import { magazineEndpoints } from './magazine';
import { messagesEndpoints } from './messages';
import { networkEndpoints } from './network';
import { notificationsEndpoints } from './notifications';
import { profileEndpoints } from './profile';
import { projectsEndpoints } from './projects';
import { reportsEndpoints } from './reports';
import { searchEndpoints } from './search';
import { siteEndpoints } from './site';
import { talentsEndpoints } from './talents';
import { tasksEndpoints } from './tasks';
import { teamConversationEndpoints } from './team-conversation';

export * from './endpoint';

/** Every endpoint the web calls, by area: `api.call(endpoints.talents.list, { query })`. */
export const endpoints = {
  accountSecurity: accountSecurityEndpoints,
  admin: adminEndpoints,
  auth: authEndpoints,
  credits: creditsEndpoints,
  blocks: blocksEndpoints,
  dashboard: dashboardEndpoints,
  emailPreferences: emailPreferencesEndpoints,
  influencer: influencerEndpoints,
  magazine: magazineEndpoints,
  messages: messagesEndpoints,
  network: networkEndpoints,
  notifications: notificationsEndpoints,
  profile: profileEndpoints,
  projects: projectsEndpoints,
  reports: reportsEndpoints,
  search: searchEndpoints,
  site: siteEndpoints,
  talents: talentsEndpoints,
  tasks: tasksEndpoints,
  teamConversation: teamConversationEndpoints,
};
