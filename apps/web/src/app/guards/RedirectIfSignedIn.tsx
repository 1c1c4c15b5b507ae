import { returnParam, safeReturnPath } from '@plateau/shared/rules/return-path';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { AuthChecking, useAuth } from '@/features/auth';

/**
 * Visitor-only routes (/, /login, /register): a signed-in member goes to `to`, or back to the page named
 * by `?retour=` (same-site paths only), so signing in returns to where the member came from.
 */
export function RedirectIfSignedIn({ to, children }: { to: string; children: ReactNode }) {
  const { status } = useAuth();
  const [params] = useSearchParams();
  if (status === 'loading') return <AuthChecking />;
  if (status === 'authenticated') {
    return <Navigate to={safeReturnPath(params.get(returnParam)) ?? to} replace />;
  }
  return children;
}
