import type { LiveRules } from '@/lib/live';
import { blocksKeys } from './query-keys';

/** A block made or lifted in another tab of the member: 'Membres bloqués' and the profile's button change. */
export const blocksLive: LiveRules = {
  'block.changed': () => [blocksKeys.all],
};
