import type { CurrentUser, MeResponse } from '@plateau/shared/schemas/auth';
import { createContext } from 'react';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthContextValue {
  status: AuthStatus;
  user: CurrentUser | null;
  session: MeResponse['session'];
  isAdmin: boolean;
  /** The last failure to load the current member, if any. */
  loadError: Error | null;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
