import { influencerMessages } from '@plateau/shared/messages/influencer.fr';
import { magazineMessages } from '@plateau/shared/messages/magazine.fr';
import { messagingMessages } from '@plateau/shared/messages/messaging.fr';
import { networkMessages } from '@plateau/shared/messages/network.fr';
import { notificationMessages } from '@plateau/shared/messages/notifications.fr';
import { projectMessages } from '@plateau/shared/messages/projects.fr';
import { searchMessages } from '@plateau/shared/messages/search.fr';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/PageTitle';
import { MembersOnlyGate, NotSignedIn } from '@/features/auth';
import { InfluencerAccessDeniedPage } from '@/features/influencer/pages/InfluencerAccessDeniedPage';
import { LoginRequired } from './guards/LoginRequired';

interface Gate {
  /** What the spec shows a visitor instead of the page. */
  visitor: ReactNode;
  /** The tab's title meanwhile (the page sets its own once a member sees it). */
  title?: string;
}

const magazineGate = (links?: boolean) => (
  <MembersOnlyGate
    title={magazineMessages.membersOnlyTitle}
    text={magazineMessages.membersOnlyText}
    links={links}
  />
);

/**
 * What a visitor sees on each members-only page (app/router.tsx names them). Loaded only when a visitor
 * opens one: their components and texts stay out of every page's first load.
 */
const gates = {
  /** The default: the spec's login prompt. */
  login: { visitor: <NotSignedIn /> },
  /** The dashboard: 'Connexion requise', then /login. */
  loginRequired: { visitor: <LoginRequired /> },
  /** The directory and member profiles: the members-only notice. */
  membersOnly: { visitor: <MembersOnlyGate /> },
  magazine: { visitor: magazineGate(), title: magazineMessages.title },
  article: { visitor: magazineGate(true), title: magazineMessages.title },
  favorites: {
    visitor: <NotSignedIn text={magazineMessages.favoritesLoginText} />,
    title: magazineMessages.favoritesTitle,
  },
  network: { visitor: <NotSignedIn text={networkMessages.notSignedInText} />, title: networkMessages.title },
  projects: { visitor: <MembersOnlyGate />, title: projectMessages.listTitle },
  search: { visitor: <MembersOnlyGate />, title: searchMessages.title },
  projectCreate: {
    visitor: <NotSignedIn text={projectMessages.loginToCreate} />,
    title: projectMessages.createTitle,
  },
  projectEdit: {
    visitor: <NotSignedIn text={projectMessages.loginToEdit} />,
    title: projectMessages.editTitle,
  },
  influencerProjects: { visitor: <MembersOnlyGate />, title: influencerMessages.listTitle },
  influencerWizard: {
    visitor: <NotSignedIn text={projectMessages.loginToCreate} />,
    title: influencerMessages.wizardTitle,
  },
  influencerApply: { visitor: <NotSignedIn />, title: influencerMessages.applyTitle },
  influencerDashboard: { visitor: <InfluencerAccessDeniedPage />, title: influencerMessages.dashboardTitle },
  notifications: {
    visitor: <NotSignedIn text={notificationMessages.loginText} />,
    title: notificationMessages.title,
  },
  messages: {
    visitor: <NotSignedIn text={messagingMessages.notConnectedText} loginPageLink />,
    title: messagingMessages.title,
  },
} satisfies Record<string, Gate>;

export type VisitorGateName = keyof typeof gates;

/** The named gate: its tab title and what the visitor sees. */
export function VisitorGate({ name }: { name: VisitorGateName }) {
  const gate: Gate = gates[name];
  return (
    <>
      {gate.title ? <PageTitle title={gate.title} /> : null}
      {gate.visitor}
    </>
  );
}
