import { describe, expect, it } from 'vitest';
import { connectionButton, deriveConnectionState } from './connection-state';

const me = 'moi';
const other = 'autre';

describe('deriveConnectionState', () => {
  it('is not_connected without a row', () => {
    expect(deriveConnectionState(me, null)).toBe('not_connected');
  });
  it('tells a sent request from a received one', () => {
    expect(deriveConnectionState(me, { userId: me, connectedUserId: other, status: 'en attente' })).toBe(
      'pending_sent',
    );
    expect(deriveConnectionState(me, { userId: other, connectedUserId: me, status: 'en attente' })).toBe(
      'pending_received',
    );
  });
  it('is connected once accepted and rejected once refused, whoever asked', () => {
    for (const [userId, connectedUserId] of [
      [me, other],
      [other, me],
    ] as const) {
      expect(deriveConnectionState(me, { userId, connectedUserId, status: 'accepté' })).toBe('connected');
      expect(deriveConnectionState(me, { userId, connectedUserId, status: 'refusé' })).toBe('rejected');
    }
  });
});

describe('connectionButton', () => {
  it("gives the spec's label and action per state, and 'Contacter' only when connected", () => {
    expect(connectionButton('not_connected')).toEqual({
      label: 'Se connecter',
      action: 'send',
      canContact: false,
    });
    expect(connectionButton('rejected')).toEqual({
      label: 'Se connecter',
      action: 'send',
      canContact: false,
    });
    expect(connectionButton('pending_sent')).toEqual({
      label: 'Demande envoyée',
      action: 'cancel',
      canContact: false,
    });
    expect(connectionButton('pending_received')).toEqual({
      label: 'Accepter la demande',
      action: 'open-network',
      canContact: false,
    });
    expect(connectionButton('connected')).toEqual({ label: 'Connecté', action: 'remove', canContact: true });
  });
});
