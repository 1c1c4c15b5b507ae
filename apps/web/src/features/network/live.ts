import type { LiveRules } from '@/lib/live';
import { networkKeys } from './query-keys';

/** The connect button, /reseau and its counts follow the member's connections. */
export const networkLive: LiveRules = {
  'connection.changed': () => [networkKeys.all],
};
