import { describe, expect, it } from 'vitest';
import { actorFor } from '../../test/actors';
import { canBlock, canInteract, canUnblock, isMessageRequest } from './blocks.policy';

const alice = actorFor('alice');

// Issue 31: a member blocks anyone but themself; only their own block is lifted; a block either way makes each
// member as one who does not exist to the other.
describe('blocking', () => {
  it.each([
    ['another member', alice, { id: 'bruno' }, true],
    ['oneself', alice, { id: 'alice' }, false],
    ['a visitor', null, { id: 'bruno' }, false],
  ] as const)('canBlock: %s → %s', (_label, actor, target, expected) => {
    expect(canBlock(actor, target)).toBe(expected);
  });

  it.each([
    ['a block they made', alice, true, true],
    ['no block', alice, false, false],
    ['a visitor', null, true, false],
  ] as const)('canUnblock: %s → %s', (_label, actor, blocked, expected) => {
    expect(canUnblock(actor, { blocked })).toBe(expected);
  });

  it('canInteract: only without a block between the two', () => {
    expect(canInteract({ blockBetween: false })).toBe(true);
    expect(canInteract({ blockBetween: true })).toBe(false);
  });
});

// 'Qui peut m'écrire': 'Tout le monde' is spec 1 (everything in the main list); 'Mes connexions uniquement' sends
// the first message of a non-connection to 'Demandes'.
describe.each([
  ['tout le monde', false, false, false],
  ['connexions', false, false, true],
  ['connexions', true, false, false],
  ['connexions', false, true, false],
] as const)('isMessageRequest: %s, connected %s, exchanged %s', (policy, connected, exchanged, expected) => {
  it(`→ ${expected}`, () => {
    expect(isMessageRequest({ recipientPolicy: policy, connected, haveExchanged: exchanged })).toBe(expected);
  });
});
