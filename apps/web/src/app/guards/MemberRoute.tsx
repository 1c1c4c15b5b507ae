import type { ReactNode } from 'react';
import { AuthChecking, useAuth } from '@/features/auth';

interface MemberRouteProps {
  /** What a visitor sees instead of the page: the spec's notice or login prompt for that page. */
  visitor: ReactNode;
  /** The tab's title while the page is not shown (the page sets its own once a member sees it). */
  title?: string;
  children: ReactNode;
}

/**
 * A members-only route, gated once in app/router.tsx: 'Vérification…' while the session loads, the
 * visitor fallback for a visitor, the page for a member (`useAuth().user` is then set).
 */
export function MemberRoute({ visitor, title, children }: MemberRouteProps) {
  const { status } = useAuth();
  if (status === 'authenticated') return children;
  return (
    <>
      {title ? <title>{`${title} · Plateau`}</title> : null}
      {status === 'loading' ? <AuthChecking /> : visitor}
    </>
  );
}
