import { lazy, type ReactNode } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { MembersOnlyGate, NotSignedIn } from '@/features/auth';
import { AdminRoute } from './guards/AdminRoute';
import { LoginRequired } from './guards/LoginRequired';
import { MemberRoute } from './guards/MemberRoute';
import { RedirectIfSignedIn } from './guards/RedirectIfSignedIn';
import { RootLayout } from './layouts/RootLayout';
import type { VisitorGateName } from './visitor-gates';

// Every page is its own chunk: the landing page loads only what it shows.
const LandingPage = lazy(() =>
  import('@/features/home/pages/LandingPage').then((m) => ({ default: m.LandingPage })),
);
const LoginPage = lazy(() =>
  import('@/features/auth/pages/LoginPage').then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazy(() =>
  import('@/features/auth/pages/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('@/features/auth/pages/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const UpdatePasswordPage = lazy(() =>
  import('@/features/auth/pages/UpdatePasswordPage').then((m) => ({ default: m.UpdatePasswordPage })),
);
const DashboardPage = lazy(() =>
  import('@/features/dashboard/pages/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const AdminHomePage = lazy(() =>
  import('@/features/admin/pages/AdminHomePage').then((m) => ({ default: m.AdminHomePage })),
);
const AdminUsersPage = lazy(() =>
  import('@/features/admin/pages/AdminUsersPage').then((m) => ({ default: m.AdminUsersPage })),
);
const AdminProjectsPage = lazy(() =>
  import('@/features/admin/pages/AdminProjectsPage').then((m) => ({ default: m.AdminProjectsPage })),
);
const AdminDiagnosticsPage = lazy(() =>
  import('@/features/admin/pages/AdminDiagnosticsPage').then((m) => ({ default: m.AdminDiagnosticsPage })),
);
const AdminNewsPage = lazy(() =>
  import('@/features/admin/pages/AdminNewsPage').then((m) => ({ default: m.AdminNewsPage })),
);
const AdminTasksPage = lazy(() =>
  import('@/features/admin/pages/AdminTasksPage').then((m) => ({ default: m.AdminTasksPage })),
);
const AdminLogPage = lazy(() =>
  import('@/features/admin/pages/AdminLogPage').then((m) => ({ default: m.AdminLogPage })),
);
const CreateAdminPage = lazy(() =>
  import('@/features/admin/pages/CreateAdminPage').then((m) => ({ default: m.CreateAdminPage })),
);
const LegalNoticePage = lazy(() =>
  import('@/features/legal/pages/LegalNoticePage').then((m) => ({ default: m.LegalNoticePage })),
);
const PrivacyPage = lazy(() =>
  import('@/features/legal/pages/PrivacyPage').then((m) => ({ default: m.PrivacyPage })),
);
const TermsPage = lazy(() =>
  import('@/features/legal/pages/TermsPage').then((m) => ({ default: m.TermsPage })),
);
const AboutPage = lazy(() =>
  import('@/features/legal/pages/AboutPage').then((m) => ({ default: m.AboutPage })),
);
const MagazinePage = lazy(() =>
  import('@/features/magazine/pages/MagazinePage').then((m) => ({ default: m.MagazinePage })),
);
const ArticlePage = lazy(() =>
  import('@/features/magazine/pages/ArticlePage').then((m) => ({ default: m.ArticlePage })),
);
const FavoritesPage = lazy(() =>
  import('@/features/magazine/pages/FavoritesPage').then((m) => ({ default: m.FavoritesPage })),
);
const TalentsPage = lazy(() =>
  import('@/features/talents/pages/TalentsPage').then((m) => ({ default: m.TalentsPage })),
);
const TalentProfilePage = lazy(() =>
  import('@/features/profile/pages/TalentProfilePage').then((m) => ({ default: m.TalentProfilePage })),
);
const MyProfilePage = lazy(() =>
  import('@/features/profile/pages/MyProfilePage').then((m) => ({ default: m.MyProfilePage })),
);
const ProfileEditPage = lazy(() =>
  import('@/features/profile/pages/ProfileEditPage').then((m) => ({ default: m.ProfileEditPage })),
);
const PortfolioAddPage = lazy(() =>
  import('@/features/profile/pages/PortfolioItemPage').then((m) => ({ default: m.PortfolioAddPage })),
);
const PortfolioEditPage = lazy(() =>
  import('@/features/profile/pages/PortfolioItemPage').then((m) => ({ default: m.PortfolioEditPage })),
);
const NotificationsPage = lazy(() =>
  import('@/features/notifications/pages/NotificationsPage').then((m) => ({ default: m.NotificationsPage })),
);
const NetworkPage = lazy(() =>
  import('@/features/network/pages/NetworkPage').then((m) => ({ default: m.NetworkPage })),
);
const MessagesPage = lazy(() =>
  import('@/features/messages/pages/MessagesPage').then((m) => ({ default: m.MessagesPage })),
);
const ProjectsPage = lazy(() =>
  import('@/features/projects/pages/ProjectsPage').then((m) => ({ default: m.ProjectsPage })),
);
const ProjectCreatePage = lazy(() =>
  import('@/features/projects/pages/ProjectCreatePage').then((m) => ({ default: m.ProjectCreatePage })),
);
const ProjectEditPage = lazy(() =>
  import('@/features/projects/pages/ProjectEditPage').then((m) => ({ default: m.ProjectEditPage })),
);
const ProjectPage = lazy(() =>
  import('@/features/projects/pages/ProjectPage').then((m) => ({ default: m.ProjectPage })),
);
const InfluencerLandingPage = lazy(() =>
  import('@/features/influencer/pages/InfluencerLandingPage').then((m) => ({
    default: m.InfluencerLandingPage,
  })),
);
const InfluencerProjectsPage = lazy(() =>
  import('@/features/influencer/pages/InfluencerProjectsPage').then((m) => ({
    default: m.InfluencerProjectsPage,
  })),
);
const InfluencerWizardPage = lazy(() =>
  import('@/features/influencer/pages/InfluencerWizardPage').then((m) => ({
    default: m.InfluencerWizardPage,
  })),
);
const InfluencerApplyPage = lazy(() =>
  import('@/features/influencer/pages/InfluencerApplyPage').then((m) => ({ default: m.InfluencerApplyPage })),
);
const InfluencerDashboardPage = lazy(() =>
  import('@/features/influencer/pages/InfluencerDashboardPage').then((m) => ({
    default: m.InfluencerDashboardPage,
  })),
);
const NotFoundPage = lazy(() =>
  import('@/features/shell/pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

/** A members-only page: what a visitor sees there is the spec's, by default the login prompt. */
const member = (page: ReactNode, visitor: ReactNode = <NotSignedIn />) => (
  <MemberRoute visitor={visitor}>{page}</MemberRoute>
);
/** A members-only page whose visitor notice has words of its own (app/visitor-gates.tsx). */
const gated = (page: ReactNode, gate: VisitorGateName) => <MemberRoute gate={gate}>{page}</MemberRoute>;

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: '/',
        element: (
          <RedirectIfSignedIn to="/dashboard">
            <LandingPage />
          </RedirectIfSignedIn>
        ),
      },
      {
        path: '/login',
        element: (
          <RedirectIfSignedIn to="/">
            <LoginPage />
          </RedirectIfSignedIn>
        ),
      },
      {
        path: '/register',
        element: (
          <RedirectIfSignedIn to="/">
            <RegisterPage />
          </RedirectIfSignedIn>
        ),
      },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/update-password', element: <UpdatePasswordPage /> },
      {
        path: '/dashboard',
        element: member(<DashboardPage />, <LoginRequired />),
      },
      { path: '/magazine', element: gated(<MagazinePage />, 'magazine') },
      {
        path: '/reseau',
        element: gated(<NetworkPage />, 'network'),
      },
      {
        path: '/magazine/favoris',
        element: gated(<FavoritesPage />, 'favorites'),
      },
      {
        path: '/magazine/:id',
        element: gated(<ArticlePage />, 'article'),
      },
      {
        path: '/admin',
        element: (
          <AdminRoute>
            <AdminHomePage />
          </AdminRoute>
        ),
      },
      {
        path: '/admin/users',
        element: (
          <AdminRoute>
            <AdminUsersPage />
          </AdminRoute>
        ),
      },
      {
        path: '/admin/projects',
        element: (
          <AdminRoute>
            <AdminProjectsPage />
          </AdminRoute>
        ),
      },
      {
        path: '/admin/tasks',
        element: (
          <AdminRoute>
            <AdminTasksPage />
          </AdminRoute>
        ),
      },
      {
        path: '/admin/diagnostics',
        element: (
          <AdminRoute>
            <AdminDiagnosticsPage />
          </AdminRoute>
        ),
      },
      {
        path: '/admin/news',
        element: (
          <AdminRoute>
            <AdminNewsPage />
          </AdminRoute>
        ),
      },
      {
        path: '/admin/historique',
        element: (
          <AdminRoute>
            <AdminLogPage />
          </AdminRoute>
        ),
      },
      {
        path: '/create-admin',
        element: (
          <AdminRoute>
            <CreateAdminPage />
          </AdminRoute>
        ),
      },
      { path: '/mentions-legales', element: <LegalNoticePage /> },
      { path: '/confidentialite', element: <PrivacyPage /> },
      { path: '/conditions', element: <TermsPage /> },
      { path: '/a-propos', element: <AboutPage /> },
      { path: '/projets', element: gated(<ProjectsPage />, 'projects') },
      {
        path: '/projets/nouveau',
        element: gated(<ProjectCreatePage />, 'projectCreate'),
      },
      {
        path: '/projets/edit/:id',
        element: gated(<ProjectEditPage />, 'projectEdit'),
      },
      // Open to visitors: the API shows them what the team's visibility allows (spec 2 §2).
      { path: '/projets/:id', element: <ProjectPage /> },
      { path: '/influencer', element: <InfluencerLandingPage /> },
      {
        path: '/influencer/projets',
        element: gated(<InfluencerProjectsPage />, 'influencerProjects'),
      },
      {
        path: '/influencer/nouveau-projet',
        element: gated(<InfluencerWizardPage />, 'influencerWizard'),
      },
      {
        path: '/influencer/candidature/:projectId/:roleId',
        element: gated(<InfluencerApplyPage />, 'influencerApply'),
      },
      {
        path: '/influencer/dashboard',
        element: gated(<InfluencerDashboardPage />, 'influencerDashboard'),
      },
      { path: '/talents', element: member(<TalentsPage />, <MembersOnlyGate />) },
      { path: '/talents/:id', element: member(<TalentProfilePage />, <MembersOnlyGate />) },
      { path: '/profil', element: member(<MyProfilePage />) },
      { path: '/profil/modifier', element: member(<ProfileEditPage />) },
      { path: '/profil/portfolio/ajouter', element: member(<PortfolioAddPage />) },
      { path: '/profil/portfolio/:id/modifier', element: member(<PortfolioEditPage />) },
      {
        path: '/notifications',
        element: gated(<NotificationsPage />, 'notifications'),
      },
      {
        path: '/messages/:id?',
        element: gated(<MessagesPage />, 'messages'),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The page of the address (every route's title and description are in route-meta.ts, by path). */
export function AppRoutes() {
  return useRoutes(routes);
}
