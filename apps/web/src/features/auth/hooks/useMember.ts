import type { CurrentUser } from '@plateau/shared/schemas/auth';
import { useAuth } from './useAuth';

/** The signed-in member, inside a page the router gates with MemberRoute (never null there). */
export function useMember(): CurrentUser {
  const { user } = useAuth();
  if (!user) throw new Error('useMember is only used inside a MemberRoute');
  return user;
}
