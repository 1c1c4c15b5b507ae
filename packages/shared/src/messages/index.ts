/**
 * Every French text of the product: one `<area>.fr.ts` file per area, composed here. Texts with
 * values use `{name}` placeholders, filled with `fill` (see fill.ts).
 */

import { accountMessages } from './account.fr';
import { accountDeletionMessages } from './account-deletion.fr';
import { adminMessages } from './admin.fr';
import { apiMessages } from './api.fr';
import { authLogMessages, authMessages } from './auth.fr';
import { commonMessages } from './common.fr';
import { dashboardMessages } from './dashboard.fr';
import { diagnosticsMessages } from './diagnostics.fr';
import { fill } from './fill';
import { aboutMessages, landingMessages } from './landing.fr';
import { legalMessages } from './legal.fr';
import { mailMessages } from './mail.fr';
import { realtimeMessages } from './realtime.fr';
import { footerMessages, navMessages } from './shell.fr';

export * from './account.fr';
export * from './account-deletion.fr';
export * from './admin.fr';
export * from './api.fr';
export * from './auth.fr';
export * from './blocks.fr';
export * from './common.fr';
export * from './counts.fr';
export * from './credits.fr';
export * from './dashboard.fr';
export * from './diagnostics.fr';
export * from './email-notifications.fr';
export * from './examples.fr';
export * from './fill';
export * from './influencer.fr';
export * from './landing.fr';
export * from './legal.fr';
export * from './magazine.fr';
export * from './mail.fr';
export * from './messaging.fr';
export * from './network.fr';
export * from './notifications.fr';
export * from './profile.fr';
export * from './projects.fr';
export * from './realtime.fr';
export * from './reports.fr';
export * from './search.fr';
export * from './shell.fr';
export * from './tasks.fr';
export * from './team-conversation.fr';

/** The texts of the shell and the general pages, by section (the areas export their own objects). */
export const messages = {
  common: commonMessages,
  api: apiMessages,
  realtime: realtimeMessages,
  auth: authMessages,
  account: accountMessages,
  accountDeletion: accountDeletionMessages,
  nav: navMessages,
  footer: footerMessages,
  diagnostics: diagnosticsMessages,
  mail: mailMessages,
  authLog: authLogMessages,
  landing: landingMessages,
  admin: adminMessages,
  dashboard: dashboardMessages,
  about: aboutMessages,
  legal: legalMessages,
} as const;

/** @deprecated Former name of `fill`, kept while other branches still call it; use `fill`. */
export const formatMessage = fill;
