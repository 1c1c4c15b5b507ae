import { lazy, type ReactNode, Suspense } from 'react';
import { AuthChecking, useAuth } from '@/features/auth';
import type { VisitorGateName } from '../visitor-gates';

const VisitorGate = lazy(() => import('../visitor-gates').then((m) => ({ default: m.VisitorGate })));

interface MemberRouteProps {
  /** What a visitor sees instead of the page: the spec's notice or login prompt for that page. */
  visitor?: ReactNode;
  /** Or, for a page with words of its own, its gate in app/visitor-gates.tsx (loaded for visitors only). */
  gate?: VisitorGateName;
  children: ReactNode;
}

/**
 * A members-only route, gated once in app/router.tsx: 'Vérification…' while the session loads, the
 * visitor fallback for a visitor, the page for a member (`useAuth().user` is then set).
 */
export function MemberRoute({ visitor, gate, children }: MemberRouteProps) {
  const { status } = useAuth();
  if (status === 'authenticated') return children;
  if (status === 'loading') return <AuthChecking />;
  if (!gate) return visitor;
  return (
    <Suspense fallback={<AuthChecking />}>
      <VisitorGate name={gate} />
    </Suspense>
  );
}
