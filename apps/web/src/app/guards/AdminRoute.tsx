import { lazy, type ReactNode, Suspense } from 'react';
import { AuthChecking, useAuth } from '@/features/auth';
import { VisitorGateOf } from './MemberRoute';

// Shown to a member who is not an administrator: its texts load only then.
const AdminForbidden = lazy(() => import('@/features/admin').then((m) => ({ default: m.AdminForbidden })));

/**
 * An administrators-only route (/admin…, /create-admin), gated once in app/router.tsx: 'Vérification…'
 * while the session loads, the sign-in prompt (then /login and back) for a visitor, 'Accès non autorisé'
 * for a member. The API refuses them the same way, whatever the web shows.
 */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'loading') return <AuthChecking />;
  if (status !== 'authenticated' || !user) return <VisitorGateOf name="loginRequired" />;
  if (user.role !== 'admin') {
    return (
      <Suspense fallback={<AuthChecking />}>
        <AdminForbidden />
      </Suspense>
    );
  }
  return children;
}
