import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { AuthChecking } from '../../features/auth/components/AuthChecking';
import { useAuth } from '../../features/auth/hooks/useAuth';

/** Visitor-only routes (/, /login, /register): a signed-in member goes to `to`. */
export function RedirectIfSignedIn({ to, children }: { to: string; children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'loading') return <AuthChecking />;
  if (status === 'authenticated') return <Navigate to={to} replace />;
  return children;
}
