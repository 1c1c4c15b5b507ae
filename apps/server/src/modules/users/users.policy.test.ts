import { describe, expect, it } from 'vitest';
import { actorFor } from '../../test/actors';
import { canSeeProfile, countsAsProfileView, profileAbilities } from './users.policy';

const alice = actorFor('alice');
const own = { id: 'alice', deletedAt: null };
const other = { id: 'bruno', deletedAt: null };
const deleted = { id: 'bruno', deletedAt: new Date() };

// Spec 1 §6: profiles need sign-in; a deleted account is hidden; only the member edits their profile;
// a view counts when another member opens it.
describe('users policy', () => {
  it.each([
    ['own profile', alice, own, true, { edit: true }, false],
    ["another member's profile", alice, other, true, { edit: false }, true],
    ['a deleted profile', alice, deleted, false, { edit: false }, true],
    ['a visitor', null, other, false, { edit: false }, false],
  ] as const)('%s', (_label, actor, profile, sees, abilities, counts) => {
    expect(canSeeProfile(actor, profile)).toBe(sees);
    expect(profileAbilities(actor, profile)).toEqual(abilities);
    expect(countsAsProfileView(actor, profile)).toBe(counts);
  });
});
