import { describe, expect, it } from 'vitest';
import { actorFor } from '../../test/actors';
import { canOpenConversation, conversationAbilities } from './messages.policy';

const alice = actorFor('alice');
const living = { id: 'bruno', deletedAt: null };
const deleted = { id: 'bruno', deletedAt: new Date() };

// Spec 1 §6: any member can start a conversation with any other user; a deleted account's history stays
// readable but nobody writes to it; nobody writes to themselves.
describe('messages policy', () => {
  it.each([
    ['a living member', alice, living, { send: true }],
    ['a deleted member', alice, deleted, { send: false }],
    ['oneself', alice, { id: 'alice', deletedAt: null }, { send: false }],
    ['a visitor', null, living, { send: false }],
  ] as const)('conversationAbilities with %s', (_label, actor, other, expected) => {
    expect(conversationAbilities(actor, other)).toEqual(expected);
  });

  it.each([
    ['a living member', alice, living, false, true],
    ['a deleted member with history', alice, deleted, true, true],
    ['a deleted member without history', alice, deleted, false, false],
    ['oneself', alice, { id: 'alice', deletedAt: null }, true, false],
    ['as a visitor', null, living, true, false],
  ] as const)('canOpenConversation with %s', (_label, actor, other, hasHistory, expected) => {
    expect(canOpenConversation(actor, { other, hasHistory })).toBe(expected);
  });
});
