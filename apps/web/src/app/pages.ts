// Plain data, read by the router (app/router.tsx) and at build time by build/route-chunks.ts: no import
// but types, so the build can read it without the app.
import type { VisitorGateName } from './visitor-gates';

/**
 * Who may see a page: anyone; only a visitor (a signed-in member is sent to `signedInGoesTo`); only a
 * member (a visitor meets `gate` of app/visitor-gates.tsx instead, by default the login prompt); an admin.
 */
export type PageAccess = 'anyone' | 'admin' | { visitorsOnly: string } | { membersOnly: VisitorGateName };

/** One page of the web app, declared once: the router's route, the server's `Link` preload and who sees it. */
export interface PageDeclaration {
  /** React Router's path; its tab title is `routeTitles[path]` (packages/shared/src/rules/route-titles.ts). */
  path: string;
  /** The page's module under src/: its own chunk, loaded when first shown. */
  module: `features/${string}/pages/${string}`;
  /** The page component the module exports, when not named as the module's file. */
  component?: string;
  access: PageAccess;
}

const members = (gate: VisitorGateName = 'login') => ({ membersOnly: gate });

/**
 * Every page, one line each (the order is the router's). A new page adds its line here, its title in
 * route-titles.ts and, if the server can answer its first reads, its line in api/page-reads.ts (with the
 * same reads as its module's `firstReads`): route-meta.test.ts and first-reads.test.ts check.
 */
export const pages: readonly PageDeclaration[] = [
  { path: '/', module: 'features/home/pages/LandingPage', access: { visitorsOnly: '/dashboard' } },
  { path: '/login', module: 'features/auth/pages/LoginPage', access: { visitorsOnly: '/' } },
  { path: '/register', module: 'features/auth/pages/RegisterPage', access: { visitorsOnly: '/' } },
  { path: '/forgot-password', module: 'features/auth/pages/ForgotPasswordPage', access: 'anyone' },
  { path: '/update-password', module: 'features/auth/pages/UpdatePasswordPage', access: 'anyone' },
  { path: '/dashboard', module: 'features/dashboard/pages/DashboardPage', access: members('loginRequired') },
  { path: '/magazine', module: 'features/magazine/pages/MagazinePage', access: members('magazine') },
  { path: '/reseau', module: 'features/network/pages/NetworkPage', access: members('network') },
  {
    path: '/magazine/favoris',
    module: 'features/magazine/pages/FavoritesPage',
    access: members('favorites'),
  },
  { path: '/magazine/:id', module: 'features/magazine/pages/ArticlePage', access: members('article') },
  { path: '/admin', module: 'features/admin/pages/AdminHomePage', access: 'admin' },
  { path: '/admin/users', module: 'features/admin/pages/AdminUsersPage', access: 'admin' },
  { path: '/admin/projects', module: 'features/admin/pages/AdminProjectsPage', access: 'admin' },
  { path: '/admin/tasks', module: 'features/admin/pages/AdminTasksPage', access: 'admin' },
  { path: '/admin/diagnostics', module: 'features/admin/pages/AdminDiagnosticsPage', access: 'admin' },
  { path: '/admin/news', module: 'features/admin/pages/AdminNewsPage', access: 'admin' },
  { path: '/admin/historique', module: 'features/admin/pages/AdminLogPage', access: 'admin' },
  { path: '/admin/moderation', module: 'features/moderation/pages/ModerationQueuePage', access: 'admin' },
  { path: '/create-admin', module: 'features/admin/pages/CreateAdminPage', access: 'admin' },
  { path: '/mentions-legales', module: 'features/legal/pages/LegalNoticePage', access: 'anyone' },
  { path: '/confidentialite', module: 'features/legal/pages/PrivacyPage', access: 'anyone' },
  { path: '/conditions', module: 'features/legal/pages/TermsPage', access: 'anyone' },
  { path: '/signaler', module: 'features/moderation/pages/ReportContentPage', access: 'anyone' },
  { path: '/a-propos', module: 'features/legal/pages/AboutPage', access: 'anyone' },
  { path: '/recherche', module: 'features/search/pages/SearchPage', access: members('search') },
  { path: '/projets', module: 'features/projects/pages/ProjectsPage', access: members('projects') },
  {
    path: '/projets/nouveau',
    module: 'features/projects/pages/ProjectCreatePage',
    access: members('projectCreate'),
  },
  {
    path: '/projets/edit/:id',
    module: 'features/projects/pages/ProjectEditPage',
    access: members('projectEdit'),
  },
  // Open to visitors: the API shows them what the team's visibility allows (spec 2 §2).
  { path: '/projets/:id', module: 'features/projects/pages/ProjectPage', access: 'anyone' },
  { path: '/influencer', module: 'features/influencer/pages/InfluencerLandingPage', access: 'anyone' },
  {
    path: '/influencer/projets',
    module: 'features/influencer/pages/InfluencerProjectsPage',
    access: members('influencerProjects'),
  },
  {
    path: '/influencer/nouveau-projet',
    module: 'features/influencer/pages/InfluencerWizardPage',
    access: members('influencerWizard'),
  },
  {
    path: '/influencer/candidature/:projectId/:roleId',
    module: 'features/influencer/pages/InfluencerApplyPage',
    access: members('influencerApply'),
  },
  {
    path: '/influencer/dashboard',
    module: 'features/influencer/pages/InfluencerDashboardPage',
    access: members('influencerDashboard'),
  },
  { path: '/talents', module: 'features/talents/pages/TalentsPage', access: members('membersOnly') },
  {
    path: '/talents/:id',
    module: 'features/profile/pages/TalentProfilePage',
    access: members('membersOnly'),
  },
  { path: '/profil', module: 'features/profile/pages/MyProfilePage', access: members() },
  { path: '/profil/modifier', module: 'features/profile/pages/ProfileEditPage', access: members() },
  {
    path: '/profil/parametres',
    module: 'features/account/pages/AccountSettingsPage',
    access: members(),
  },
  {
    path: '/profil/portfolio/ajouter',
    module: 'features/profile/pages/PortfolioItemPage',
    component: 'PortfolioAddPage',
    access: members(),
  },
  {
    path: '/profil/portfolio/:id/modifier',
    module: 'features/profile/pages/PortfolioItemPage',
    component: 'PortfolioEditPage',
    access: members(),
  },
  {
    path: '/notifications',
    module: 'features/notifications/pages/NotificationsPage',
    access: members('notifications'),
  },
  {
    path: '/moderation/decisions/:id',
    module: 'features/moderation/pages/ModerationDecisionPage',
    // A suspended member cannot sign in: the page also opens by the decision's signed link (?jeton=).
    access: 'anyone',
  },
  { path: '/messages/:id?', module: 'features/messages/pages/MessagesPage', access: members('messages') },
  { path: '/confirmer-email', module: 'features/auth/pages/ConfirmEmailPage', access: 'anyone' },
  { path: '/desabonnement', module: 'features/notifications/pages/UnsubscribePage', access: 'anyone' },
  { path: '/examples/glassmorphism', module: 'features/examples/pages/GlassmorphismPage', access: 'anyone' },
  { path: '*', module: 'features/shell/pages/NotFoundPage', access: 'anyone' },
];

/** Who a page is for, as the server's `Link` preload tells (build/route-chunks.ts). */
export function audienceOf(access: PageAccess): 'member' | 'visitor' | 'anyone' {
  if (access === 'anyone') return 'anyone';
  return access === 'admin' || 'membersOnly' in access ? 'member' : 'visitor';
}
