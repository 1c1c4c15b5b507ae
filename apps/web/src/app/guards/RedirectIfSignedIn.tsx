import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { AuthChecking, useAuth, useReturnTarget } from '@/features/auth';

/**
 * Visitor-only routes (/, /login, /register): a signed-in member goes back to the page they came from
 * (a same-site path, see useReturnTarget), else to `to`.
 */
export function RedirectIfSignedIn({ to, children }: { to: string; children: ReactNode }) {
  const { status } = useAuth();
  const back = useReturnTarget();
  if (status === 'loading') return <AuthChecking />;
  if (status === 'authenticated') return <Navigate to={back ?? to} replace />;
  return children;
}
