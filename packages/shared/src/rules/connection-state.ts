import type { ConnectionState, ConnectionStatus } from '../enums';
import { networkMessages } from '../messages/network.fr';

/** A connection row as the rules need it: who asked whom, and where it stands. */
export type ConnectionFacts = { userId: string; connectedUserId: string; status: ConnectionStatus };

/** Spec 1 §4: the state of a pair as the viewer sees it (no row: not_connected). */
export function deriveConnectionState(viewerId: string, row: ConnectionFacts | null): ConnectionState {
  if (!row) return 'not_connected';
  if (row.status === 'accepté') return 'connected';
  if (row.status === 'refusé') return 'rejected';
  return row.userId === viewerId ? 'pending_sent' : 'pending_received';
}

/** What the profile's connect button does in each state. */
export type ConnectionButtonAction = 'send' | 'cancel' | 'open-network' | 'remove';

/**
 * The profile's connect button (spec 1 §4): its label and what a click does; 'Contacter' shows only
 * when connected, the anti-spam explanation otherwise. Cancelling and removing ask first.
 */
export function connectionButton(state: ConnectionState): {
  label: string;
  action: ConnectionButtonAction;
  canContact: boolean;
} {
  const label = networkMessages.button[state];
  switch (state) {
    case 'not_connected':
    case 'rejected':
      return { label, action: 'send', canContact: false };
    case 'pending_sent':
      return { label, action: 'cancel', canContact: false };
    case 'pending_received':
      return { label, action: 'open-network', canContact: false };
    case 'connected':
      return { label, action: 'remove', canContact: true };
    default: {
      const unknown: never = state;
      return unknown;
    }
  }
}
