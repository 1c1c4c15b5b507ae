import { useSyncExternalStore } from 'react';
import { type AuthLogEntry, authLog } from '../auth-log';

/** The authentication log entries, kept up to date. */
export function useAuthLog(): readonly AuthLogEntry[] {
  return useSyncExternalStore(authLog.subscribe, authLog.getEntries);
}
