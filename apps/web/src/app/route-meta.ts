import { pageDescriptions as d, pageTitles as t } from '@plateau/shared/messages/meta.fr';
import { matchRoutes } from 'react-router';

/** A route's tab title and, for a public page, its meta description (by the route's path). */
export interface RouteMeta {
  title: string;
  description?: string;
}

const page = (title: string, description?: string): RouteMeta => ({
  title: `${title} · Plateau`,
  description,
});

/** Every route of app/router.tsx by its path: a new route adds its line here (route-meta.test.ts checks). */
export const routeMeta: Record<string, RouteMeta> = {
  '/': { title: t.landing, description: d.landing },
  '/login': page(t.login, d.login),
  '/register': page(t.register, d.register),
  '/forgot-password': page(t.forgotPassword),
  '/update-password': page(t.updatePassword),
  '/dashboard': page(t.dashboard),
  '/admin': page(t.admin),
  '/admin/users': page(t.adminUsers),
  '/admin/projects': page(t.adminProjects),
  '/admin/tasks': page(t.adminTasks),
  '/admin/news': page(t.adminNews),
  '/admin/diagnostics': page(t.adminDiagnostics),
  '/admin/historique': page(t.adminLog),
  '/create-admin': page(t.createAdmin),
  '/magazine': page(t.magazine, d.magazine),
  '/magazine/favoris': page(t.favorites),
  '/magazine/:id': page(t.article),
  '/reseau': page(t.network),
  '/mentions-legales': page(t.legalNotice, d.legalNotice),
  '/confidentialite': page(t.privacy, d.privacy),
  '/conditions': page(t.terms, d.terms),
  '/a-propos': page(t.about, d.about),
  '/talents': page(t.talents),
  '/talents/:id': page(t.talent),
  '/profil': page(t.myProfile),
  '/profil/modifier': page(t.profileEdit),
  '/profil/portfolio/ajouter': page(t.portfolioAdd),
  '/profil/portfolio/:id/modifier': page(t.portfolioEdit),
  '/notifications': page(t.notifications),
  '/messages/:id?': page(t.messages),
  '/projets': page(t.projects),
  '/projets/nouveau': page(t.projectNew),
  '/projets/edit/:id': page(t.projectEdit),
  '/projets/:id': page(t.project),
  '/influencer': page(t.influencer, d.influencer),
  '/influencer/projets': page(t.influencerProjects),
  '/influencer/nouveau-projet': page(t.influencerWizard),
  '/influencer/candidature/:projectId/:roleId': page(t.influencerApply),
  '/influencer/dashboard': page(t.influencerDashboard),
  '*': page(t.notFound),
};

const metaRoutes = Object.keys(routeMeta).map((path) => ({ path }));

/** The meta of the route an address matches (React Router's ranking: '/projets/nouveau' before '/projets/:id'). */
export function metaOfPath(pathname: string): RouteMeta | undefined {
  const path = matchRoutes(metaRoutes, pathname)?.[0]?.route.path;
  return path === undefined ? undefined : routeMeta[path];
}
