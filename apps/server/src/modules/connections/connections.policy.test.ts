import type { ConnectionFacts } from '@plateau/shared';
import { describe, expect, it } from 'vitest';
import { actorFor } from '../../test/actors';
import { canRequestConnection, connectionAbilities } from './connections.policy';

const alice = actorFor('alice');
const bruno = actorFor('bruno');
const carole = actorFor('carole');
const between = (status: ConnectionFacts['status']): ConnectionFacts => ({
  userId: 'alice',
  connectedUserId: 'bruno',
  status,
});

// Spec 1 §4-§6: only the recipient answers; either side removes an accepted connection; only the
// requester cancels a pending request; nobody else sees the row.
describe.each([
  ['the requester, pending', alice, 'en attente', { answer: false, delete: true }],
  ['the recipient, pending', bruno, 'en attente', { answer: true, delete: false }],
  ['a stranger, pending', carole, 'en attente', { answer: false, delete: false }],
  ['the requester, accepted', alice, 'accepté', { answer: false, delete: true }],
  ['the recipient, accepted', bruno, 'accepté', { answer: false, delete: true }],
  ['a stranger, accepted', carole, 'accepté', { answer: false, delete: false }],
  ['the requester, refused', alice, 'refusé', { answer: false, delete: true }],
  ['the recipient, refused', bruno, 'refusé', { answer: false, delete: false }],
  ['a visitor', null, 'accepté', { answer: false, delete: false }],
] as const)('connectionAbilities: %s', (_label, actor, status, expected) => {
  it(`answers ${JSON.stringify(expected)}`, () => {
    expect(connectionAbilities(actor, between(status))).toEqual(expected);
  });
});

describe('canRequestConnection', () => {
  it.each([
    ['no connection yet', alice, 'bruno', null, true],
    ['after a refusal', alice, 'bruno', between('refusé'), true],
    ['while pending', bruno, 'alice', between('en attente'), false],
    ['once accepted', alice, 'bruno', between('accepté'), false],
    ['to oneself', alice, 'alice', null, false],
    ['as a visitor', null, 'bruno', null, false],
  ] as const)('%s: %s', (_label, actor, recipientId, existing, expected) => {
    expect(canRequestConnection(actor, { recipientId, existing })).toBe(expected);
  });
});
