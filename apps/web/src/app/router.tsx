import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, isValidElement, lazy, type ReactNode } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import type { FirstReads } from '@/lib/first-reads';
import { AdminRoute } from './guards/AdminRoute';
import { MemberRoute } from './guards/MemberRoute';
import { RedirectIfSignedIn } from './guards/RedirectIfSignedIn';
import { RootLayout } from './layouts/RootLayout';
import type { VisitorGateName } from './visitor-gates';

/** A thenable that answers at once: React's lazy reads it synchronously and renders without suspending. */
function resolvedAtOnce<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: that synchronous thenable is the point.
  return { then: (resolve: (value: T) => void) => resolve(value) } as unknown as Promise<T>;
}

/** What `page` adds to a lazy page: loading its chunk ahead of its first render (the module, once loaded). */
type Preloadable = { preload: () => Promise<{ firstReads?: FirstReads }> };

/**
 * A page's own chunk, loaded when first shown; `name` is the page component its module exports. Once
 * `preload` has loaded it, the page renders at once (a thenable already resolved: React does not suspend).
 */
function page<M extends Record<K, ComponentType>, K extends string>(load: () => Promise<M>, name: K) {
  let loaded: { default: ComponentType } | undefined;
  const preload = async () => {
    const module = await load();
    loaded = { default: module[name] };
    return module as { firstReads?: FirstReads };
  };
  const component = lazy(() => {
    const ready = loaded;
    if (ready) return resolvedAtOnce(ready);
    return preload().then(() => loaded as { default: ComponentType });
  });
  return Object.assign(component, { preload } satisfies Preloadable);
}

// Every page is its own chunk: the landing page loads only what it shows.
const LandingPage = page(() => import('@/features/home/pages/LandingPage'), 'LandingPage');
const LoginPage = page(() => import('@/features/auth/pages/LoginPage'), 'LoginPage');
const RegisterPage = page(() => import('@/features/auth/pages/RegisterPage'), 'RegisterPage');
const ForgotPasswordPage = page(
  () => import('@/features/auth/pages/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const UpdatePasswordPage = page(
  () => import('@/features/auth/pages/UpdatePasswordPage'),
  'UpdatePasswordPage',
);
const ConfirmEmailPage = page(() => import('@/features/auth/pages/ConfirmEmailPage'), 'ConfirmEmailPage');
const DashboardPage = page(() => import('@/features/dashboard/pages/DashboardPage'), 'DashboardPage');
const AdminHomePage = page(() => import('@/features/admin/pages/AdminHomePage'), 'AdminHomePage');
const AdminUsersPage = page(() => import('@/features/admin/pages/AdminUsersPage'), 'AdminUsersPage');
const AdminProjectsPage = page(() => import('@/features/admin/pages/AdminProjectsPage'), 'AdminProjectsPage');
const AdminDiagnosticsPage = page(
  () => import('@/features/admin/pages/AdminDiagnosticsPage'),
  'AdminDiagnosticsPage',
);
const AdminNewsPage = page(() => import('@/features/admin/pages/AdminNewsPage'), 'AdminNewsPage');
const AdminTasksPage = page(() => import('@/features/admin/pages/AdminTasksPage'), 'AdminTasksPage');
const AdminLogPage = page(() => import('@/features/admin/pages/AdminLogPage'), 'AdminLogPage');
const CreateAdminPage = page(() => import('@/features/admin/pages/CreateAdminPage'), 'CreateAdminPage');
const LegalNoticePage = page(() => import('@/features/legal/pages/LegalNoticePage'), 'LegalNoticePage');
const PrivacyPage = page(() => import('@/features/legal/pages/PrivacyPage'), 'PrivacyPage');
const TermsPage = page(() => import('@/features/legal/pages/TermsPage'), 'TermsPage');
const AboutPage = page(() => import('@/features/legal/pages/AboutPage'), 'AboutPage');
const MagazinePage = page(() => import('@/features/magazine/pages/MagazinePage'), 'MagazinePage');
const ArticlePage = page(() => import('@/features/magazine/pages/ArticlePage'), 'ArticlePage');
const FavoritesPage = page(() => import('@/features/magazine/pages/FavoritesPage'), 'FavoritesPage');
const TalentsPage = page(() => import('@/features/talents/pages/TalentsPage'), 'TalentsPage');
const TalentProfilePage = page(
  () => import('@/features/profile/pages/TalentProfilePage'),
  'TalentProfilePage',
);
const MyProfilePage = page(() => import('@/features/profile/pages/MyProfilePage'), 'MyProfilePage');
const ProfileEditPage = page(() => import('@/features/profile/pages/ProfileEditPage'), 'ProfileEditPage');
const PortfolioAddPage = page(() => import('@/features/profile/pages/PortfolioItemPage'), 'PortfolioAddPage');
const PortfolioEditPage = page(
  () => import('@/features/profile/pages/PortfolioItemPage'),
  'PortfolioEditPage',
);
const NotificationsPage = page(
  () => import('@/features/notifications/pages/NotificationsPage'),
  'NotificationsPage',
);
const NetworkPage = page(() => import('@/features/network/pages/NetworkPage'), 'NetworkPage');
const MessagesPage = page(() => import('@/features/messages/pages/MessagesPage'), 'MessagesPage');
const ProjectsPage = page(() => import('@/features/projects/pages/ProjectsPage'), 'ProjectsPage');
const ProjectCreatePage = page(
  () => import('@/features/projects/pages/ProjectCreatePage'),
  'ProjectCreatePage',
);
const ProjectEditPage = page(() => import('@/features/projects/pages/ProjectEditPage'), 'ProjectEditPage');
const ProjectPage = page(() => import('@/features/projects/pages/ProjectPage'), 'ProjectPage');
const InfluencerLandingPage = page(
  () => import('@/features/influencer/pages/InfluencerLandingPage'),
  'InfluencerLandingPage',
);
const InfluencerProjectsPage = page(
  () => import('@/features/influencer/pages/InfluencerProjectsPage'),
  'InfluencerProjectsPage',
);
const InfluencerWizardPage = page(
  () => import('@/features/influencer/pages/InfluencerWizardPage'),
  'InfluencerWizardPage',
);
const InfluencerApplyPage = page(
  () => import('@/features/influencer/pages/InfluencerApplyPage'),
  'InfluencerApplyPage',
);
const InfluencerDashboardPage = page(
  () => import('@/features/influencer/pages/InfluencerDashboardPage'),
  'InfluencerDashboardPage',
);
const NotFoundPage = page(() => import('@/features/shell/pages/NotFoundPage'), 'NotFoundPage');

/** A members-only page; what a visitor sees there is its gate in visitor-gates.tsx, by default the login prompt. */
const member = (page: ReactNode, gate: VisitorGateName = 'login') => (
  <MemberRoute gate={gate}>{page}</MemberRoute>
);

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
      { path: '/confirmer-email', element: <ConfirmEmailPage /> },
      {
        path: '/dashboard',
        element: member(<DashboardPage />, 'loginRequired'),
      },
      { path: '/magazine', element: member(<MagazinePage />, 'magazine') },
      {
        path: '/reseau',
        element: member(<NetworkPage />, 'network'),
      },
      {
        path: '/magazine/favoris',
        element: member(<FavoritesPage />, 'favorites'),
      },
      {
        path: '/magazine/:id',
        element: member(<ArticlePage />, 'article'),
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
      { path: '/projets', element: member(<ProjectsPage />, 'projects') },
      {
        path: '/projets/nouveau',
        element: member(<ProjectCreatePage />, 'projectCreate'),
      },
      {
        path: '/projets/edit/:id',
        element: member(<ProjectEditPage />, 'projectEdit'),
      },
      // Open to visitors: the API shows them what the team's visibility allows (spec 2 §2).
      { path: '/projets/:id', element: <ProjectPage /> },
      { path: '/influencer', element: <InfluencerLandingPage /> },
      {
        path: '/influencer/projets',
        element: member(<InfluencerProjectsPage />, 'influencerProjects'),
      },
      {
        path: '/influencer/nouveau-projet',
        element: member(<InfluencerWizardPage />, 'influencerWizard'),
      },
      {
        path: '/influencer/candidature/:projectId/:roleId',
        element: member(<InfluencerApplyPage />, 'influencerApply'),
      },
      {
        path: '/influencer/dashboard',
        element: member(<InfluencerDashboardPage />, 'influencerDashboard'),
      },
      { path: '/talents', element: member(<TalentsPage />, 'membersOnly') },
      { path: '/talents/:id', element: member(<TalentProfilePage />, 'membersOnly') },
      { path: '/profil', element: member(<MyProfilePage />) },
      { path: '/profil/modifier', element: member(<ProfileEditPage />) },
      { path: '/profil/portfolio/ajouter', element: member(<PortfolioAddPage />) },
      { path: '/profil/portfolio/:id/modifier', element: member(<PortfolioEditPage />) },
      {
        path: '/notifications',
        element: member(<NotificationsPage />, 'notifications'),
      },
      {
        path: '/messages/:id?',
        element: member(<MessagesPage />, 'messages'),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** How long the first render waits for the page's code and first reads (they are usually there by then). */
const firstPageWaitMs = 1000;

/**
 * Loads the code of the page the address shows to this visitor before the first render (the server's Link
 * header already fetches it), then its first reads (lib/first-reads.ts), a second at most in all: the first
 * paint is the page with its data, not a skeleton, then the page. Past that second the app renders anyway
 * (the page's skeleton until they are there). Not for a page behind a gate the visitor meets (members only,
 * visitors only): that one is not shown.
 */
export function preloadFirstPage(url: URL, signedIn: boolean, queryClient: QueryClient): Promise<unknown> {
  const match = matchRoutes(routes, url.pathname)?.at(-1);
  const preloadable = firstPageOf(match?.route.element, signedIn);
  if (!preloadable) return Promise.resolve();
  const code = preloadable.preload();
  const data = code.then(({ firstReads }) =>
    firstReads?.({ params: match?.params ?? {}, search: url.searchParams, queryClient }),
  );
  return Promise.race([data, new Promise((resolve) => setTimeout(resolve, firstPageWaitMs))]);
}

/** The lazy page of a route's element this visitor would see, if any (see preloadFirstPage). */
function firstPageOf(routeElement: ReactNode, signedIn: boolean): Preloadable | undefined {
  let element = routeElement;
  while (isValidElement<{ children?: ReactNode }>(element)) {
    const { type } = element;
    if ((type === MemberRoute || type === AdminRoute) && !signedIn) return undefined;
    if (type === RedirectIfSignedIn && signedIn) return undefined;
    if (typeof type !== 'string' && 'preload' in type && typeof type.preload === 'function') {
      return type as unknown as Preloadable;
    }
    element = element.props.children;
  }
  return undefined;
}

/** The page of the address (every route's title is in packages/shared/src/rules/route-titles.ts, by path). */
export function AppRoutes() {
  return useRoutes(routes);
}
