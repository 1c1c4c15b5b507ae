import { describe, expect, it } from 'vitest';
import { actorFor } from '../../test/actors';
import { canCommentOnArticle, canFavoriteArticle, canReadArticle, commentAbilities } from './magazine.policy';

const alice = actorFor('alice');
const admin = actorFor('admin', 'admin');

// Spec 1 §4, §6: members read, comment and save published articles only; only a comment's author sees
// (and uses) its delete control, an admin included; another member reports it, an administrator removes it
// with a statement of reasons (issue 31).
describe('magazine policy', () => {
  it.each([
    ['a member, published', alice, true, true],
    ['a member, unpublished', alice, false, false],
    ['a visitor, published', null, true, false],
  ] as const)('reads, comments and saves: %s', (_label, actor, isPublished, expected) => {
    for (const rule of [canReadArticle, canCommentOnArticle, canFavoriteArticle]) {
      expect(rule(actor, { isPublished })).toBe(expected);
    }
  });

  it.each([
    ['its author', alice, { delete: true, report: false, moderate: false }],
    ['another member', actorFor('bruno'), { delete: false, report: true, moderate: false }],
    ['an admin who did not write it', admin, { delete: false, report: true, moderate: true }],
    ['a visitor', null, { delete: false, report: false, moderate: false }],
  ] as const)('commentAbilities for %s', (_label, actor, expected) => {
    expect(commentAbilities(actor, { userId: 'alice' })).toEqual(expected);
  });
});
