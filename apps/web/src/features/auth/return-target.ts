import { returnParam, safeReturnPath } from '@plateau/shared/rules/return-path';
import { useLocation, useSearchParams } from 'react-router';

/** The router state of a link to /login or /register: the page to come back to. */
type ReturnState = { retour: string };

const isReturnState = (state: unknown): state is ReturnState =>
  typeof state === 'object' && state !== null && 'retour' in state && typeof state.retour === 'string';

/** The state a link to /login or /register carries so that signing in comes back to `from`. */
export const returnState = (from: string): ReturnState => ({ retour: from });

/**
 * The page to return to after signing in: the one the member came from (the link's state), else the
 * address's `?retour=`; only same-site paths are accepted (safeReturnPath), null otherwise.
 */
export function useReturnTarget(): string | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState: unknown = location.state;
  return safeReturnPath(isReturnState(fromState) ? fromState.retour : params.get(returnParam));
}

/** The current page, as a return target for the sign-in links it shows. */
export function useCurrentPath(): string {
  const { pathname, search } = useLocation();
  return pathname + search;
}
