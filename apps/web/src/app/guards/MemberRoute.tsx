import { lazy, type ReactNode, Suspense } from 'react';
import { AuthChecking, useAuth } from '@/features/auth';
import type { VisitorGateName } from '../visitor-gates';

const VisitorGate = lazy(() => import('../visitor-gates').then((m) => ({ default: m.VisitorGate })));

interface MemberRouteProps {
  /** What a visitor sees instead of the page: its gate in app/visitor-gates.tsx (loaded for visitors only). */
  gate: VisitorGateName;
  children: ReactNode;
}

/**
 * A members-only route, gated once in app/router.tsx: 'Vérification…' while the session loads, the
 * visitor's gate for a visitor, the page for a member (`useAuth().user` is then set).
 */
export function MemberRoute({ gate, children }: MemberRouteProps) {
  const { status } = useAuth();
  if (status === 'authenticated') return children;
  if (status === 'loading') return <AuthChecking />;
  return <VisitorGateOf name={gate} />;
}

/** A visitor's gate (app/visitor-gates.tsx), whose code loads when a visitor first meets one. */
export function VisitorGateOf({ name }: { name: VisitorGateName }) {
  return (
    <Suspense fallback={<AuthChecking />}>
      <VisitorGate name={name} />
    </Suspense>
  );
}
