import { emailPreferencesEndpoints } from './email-preferences';
import { influencerEndpoints } from './influencer';
import { messagesEndpoints } from './messages';
import { notificationsEndpoints } from './notifications';
import { profileEndpoints } from './profile';
import { projectsEndpoints } from './projects';
import { talentsEndpoints } from './talents';

/** What the navigation bar asks on every page a member sees: the unread counts of its badges. */
export const memberBarReads = [notificationsEndpoints.unreadCount.path, messagesEndpoints.unreadCount.path];

/**
 * What a member's page asks the API first in its default state (its address without a query string):
 * `firstReads`, the reads its module's `firstReads` export makes before the first render (apps/web's
 * lib/first-reads.ts; the web's app/first-reads.test.ts checks they are the same), and `rendered`, those its
 * components then ask as they first render.
 */
export interface PageReads {
  firstReads?: readonly string[];
  rendered?: readonly string[];
}

/**
 * The first reads of the members' pages whose first reads are known, by route path (apps/web's app/pages.ts);
 * a read's `:name` is the page's parameter of that name. Each must be the exact URL the page requests.
 */
export const pageReads: Record<string, PageReads> = {
  '/talents': { firstReads: [talentsEndpoints.list.path, talentsEndpoints.skills.path] },
  '/messages/:id?': { rendered: [messagesEndpoints.conversations.path] },
  '/profil': { firstReads: [profileEndpoints.me.path] },
  '/profil/parametres': { rendered: [emailPreferencesEndpoints.get.path] },
  '/projets': { firstReads: [projectsEndpoints.list.path] },
  // `:id` is the page's own (the server fills it in from the address).
  '/projets/:id': {
    firstReads: [projectsEndpoints.detail.path, projectsEndpoints.members.path],
    rendered: [influencerEndpoints.project.path],
  },
};

/**
 * Every first read of each page (`pageReads`), by route path. For a signed-in member the server answers
 * these, and `memberBarReads`, inside the page it sends (apps/server/src/web/serve-web-app.ts): the first
 * screen needs no request besides its code. e2e/preload.e2e.ts checks the page then asks none of them.
 */
export const pageFirstReads: Record<string, readonly string[]> = Object.fromEntries(
  Object.entries(pageReads).map(([path, reads]) => [
    path,
    [...(reads.firstReads ?? []), ...(reads.rendered ?? [])],
  ]),
);
