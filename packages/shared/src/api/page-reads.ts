import { influencerEndpoints } from './influencer';
import { messagesEndpoints } from './messages';
import { notificationsEndpoints } from './notifications';
import { profileEndpoints } from './profile';
import { projectsEndpoints } from './projects';
import { talentsEndpoints } from './talents';

/** What the navigation bar asks on every page a member sees: the unread counts of its badges. */
export const memberBarReads = [notificationsEndpoints.unreadCount.path, messagesEndpoints.unreadCount.path];

/**
 * What a page asks the API first for a member in its default state (its address without a query string), by
 * route path; a read's `:name` is the page's parameter of that name. For a signed-in member the server
 * answers these, and `memberBarReads`, inside the page it sends (apps/server/src/web/serve-web-app.ts): the
 * first screen needs no request besides its code. Each must be the exact URL the page requests:
 * e2e/preload.e2e.ts checks the page then asks none of them.
 */
export const pageFirstReads: Record<string, readonly string[]> = {
  '/talents': [talentsEndpoints.list.path, talentsEndpoints.skills.path],
  '/messages/:id?': [messagesEndpoints.conversations.path],
  '/profil': [profileEndpoints.me.path],
  '/projets': [projectsEndpoints.list.path],
  // `:id` is the page's own (the server fills it in from the address).
  '/projets/:id': [
    projectsEndpoints.detail.path,
    projectsEndpoints.members.path,
    influencerEndpoints.project.path,
  ],
};
