import { describe, expect, it } from 'vitest';
import { actorFor } from '../../test/actors';
import { portfolioItemAbilities } from './portfolio.policy';

// Only the owner edits or deletes a portfolio item.
describe('portfolio policy', () => {
  it.each([
    ['its owner', actorFor('alice'), { edit: true, delete: true }],
    ['another member', actorFor('bruno'), { edit: false, delete: false }],
    ['an admin', actorFor('admin', 'admin'), { edit: false, delete: false }],
    ['a visitor', null, { edit: false, delete: false }],
  ] as const)('portfolioItemAbilities for %s', (_label, actor, expected) => {
    expect(portfolioItemAbilities(actor, { userId: 'alice' })).toEqual(expected);
  });
});
