import { pageTitles as t } from '../messages/meta.fr';
import { pageTitleOf as suffixed } from './page-title';

/**
 * The tab title of every route of the web app (apps/web/src/app/pages.ts), by its React Router path: a new
 * route adds its line here (the web's route-meta.test.ts checks). The server writes the page's title into
 * the page it sends; the web sets it on each navigation.
 */
export const routeTitles: Record<string, string> = {
  '/': t.landing,
  '/login': suffixed(t.login),
  '/register': suffixed(t.register),
  '/forgot-password': suffixed(t.forgotPassword),
  '/update-password': suffixed(t.updatePassword),
  '/confirmer-email': suffixed(t.confirmEmail),
  '/desabonnement': suffixed(t.unsubscribe),
  '/dashboard': suffixed(t.dashboard),
  '/admin': suffixed(t.admin),
  '/admin/users': suffixed(t.adminUsers),
  '/admin/projects': suffixed(t.adminProjects),
  '/admin/tasks': suffixed(t.adminTasks),
  '/admin/news': suffixed(t.adminNews),
  '/admin/diagnostics': suffixed(t.adminDiagnostics),
  '/admin/historique': suffixed(t.adminLog),
  '/create-admin': suffixed(t.createAdmin),
  '/magazine': suffixed(t.magazine),
  '/magazine/favoris': suffixed(t.favorites),
  '/magazine/:id': suffixed(t.article),
  '/reseau': suffixed(t.network),
  '/mentions-legales': suffixed(t.legalNotice),
  '/confidentialite': suffixed(t.privacy),
  '/conditions': suffixed(t.terms),
  '/a-propos': suffixed(t.about),
  '/talents': suffixed(t.talents),
  '/talents/:id': suffixed(t.talent),
  '/profil': suffixed(t.myProfile),
  '/profil/modifier': suffixed(t.profileEdit),
  '/profil/parametres': suffixed(t.accountSettings),
  '/profil/portfolio/ajouter': suffixed(t.portfolioAdd),
  '/profil/portfolio/:id/modifier': suffixed(t.portfolioEdit),
  '/notifications': suffixed(t.notifications),
  '/messages/:id?': suffixed(t.messages),
  '/projets': suffixed(t.projects),
  '/projets/nouveau': suffixed(t.projectNew),
  '/projets/edit/:id': suffixed(t.projectEdit),
  '/projets/:id': suffixed(t.project),
  '/influencer': suffixed(t.influencer),
  '/influencer/projets': suffixed(t.influencerProjects),
  '/influencer/nouveau-projet': suffixed(t.influencerWizard),
  '/influencer/candidature/:projectId/:roleId': suffixed(t.influencerApply),
  '/influencer/dashboard': suffixed(t.influencerDashboard),
  '/examples/glassmorphism': suffixed(t.glassmorphism),
  '*': suffixed(t.notFound),
};
