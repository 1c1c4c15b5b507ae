import { createContext } from 'react';
import type { RealtimeClient } from './realtime';

/** The tab's realtime client; null while no member is signed in or its code loads (app/providers/LiveProvider.tsx; the hooks then do nothing). */
export const RealtimeContext = createContext<RealtimeClient | null>(null);
