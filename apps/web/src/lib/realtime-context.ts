import { createContext } from 'react';
import type { RealtimeClient } from './realtime';

/** The tab's realtime client; null outside RealtimeProvider (the hooks then do nothing). */
export const RealtimeContext = createContext<RealtimeClient | null>(null);
