import { navMessages } from '@plateau/shared/messages/shell.fr';

export interface NavItem {
  to: string;
  label: string;
}

const m = navMessages;

/** The main links, for everyone (pages gate themselves for visitors). */
export const mainLinks: readonly NavItem[] = [
  { to: '/projets', label: m.projects },
  { to: '/talents', label: m.talents },
  { to: '/magazine', label: m.magazine },
  { to: '/influencer', label: m.influencers },
];

export const dashboardLink: NavItem = { to: '/dashboard', label: m.dashboard };
