import { describe, expect, it } from 'vitest';
import { actorFor } from '../../test/actors';
import { canApplyToRole, canDecideApplication, type RoleFacts, refusalToApply } from './influencer.policy';

const owner = actorFor('owner');
const other = actorFor('other');
const open: RoleFacts = {
  ownerId: 'owner',
  isMember: false,
  hasPendingRequest: false,
  positionsAvailable: 2,
  positionsFilled: 1,
};

describe('canApplyToRole (spec 2 §2, issue 14)', () => {
  it.each([
    ['a visitor', null, open, false],
    ['another member, free position', other, open, true],
    ['the owner', owner, open, false],
    ['a project member', other, { ...open, isMember: true }, false],
    ['a pending application', other, { ...open, hasPendingRequest: true }, false],
    ['every position filled', other, { ...open, positionsFilled: 2 }, false],
  ] as const)('%s', (_label, actor, facts, expected) => {
    expect(canApplyToRole(actor, facts)).toBe(expected);
  });
});

describe('refusalToApply: the reason given to a member who may not apply', () => {
  it.each([
    ['another member, free position', other, open, null],
    ['the owner', owner, open, 'ownProject'],
    ['a project member', other, { ...open, isMember: true }, 'alreadyMember'],
    ['a pending application', other, { ...open, hasPendingRequest: true }, 'alreadyApplied'],
    ['every position filled', other, { ...open, positionsFilled: 2 }, 'roleFilled'],
  ] as const)('%s', (_label, actor, facts, expected) => {
    expect(refusalToApply(actor, facts)).toBe(expected);
  });
});

describe('canDecideApplication', () => {
  it.each([
    ['the owner, pending', owner, 'en attente', true],
    ['the owner, accepted already', owner, 'approuvé', false],
    ['the owner, refused already', owner, 'refusé', false],
    ['another member', other, 'en attente', false],
    ['a visitor', null, 'en attente', false],
  ] as const)('%s', (_label, actor, status, expected) => {
    expect(canDecideApplication(actor, { ownerId: 'owner', status })).toBe(expected);
  });
});
