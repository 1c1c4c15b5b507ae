import { describe, expect, it } from 'vitest';
import {
  assigneeKey,
  canDeleteTaskComment,
  canManageTasks,
  canViewTasks,
  taskAbilities,
  taskBoardAbilities,
} from './tasks.policy';

const owner = { id: 'owner', role: 'user' as const };
const projectMember = { id: 'member', role: 'user' as const };
const other = { id: 'other', role: 'user' as const };
const admin = { id: 'admin', role: 'admin' as const };
const factsFor = (actor: { id: string } | null, memberVisibility = 'public') => ({
  ownerId: 'owner',
  isMember: actor?.id === 'member',
  memberVisibility,
});

// Spec 2 §6: visitor, member (other), project member, project owner, admin.
describe.each([
  ['visitor', null, { view: false, manage: false }],
  ['member (other)', other, { view: true, manage: false }],
  ['project member', projectMember, { view: true, manage: true }],
  ['project owner', owner, { view: true, manage: true }],
  ['admin (not in the project)', admin, { view: true, manage: false }],
] as const)('%s', (_name, actor, expected) => {
  it('views tasks as the table says', () => {
    expect(canViewTasks(actor)).toBe(expected.view);
  });
  it('creates, edits, moves and comments as the table says', () => {
    expect(canManageTasks(actor, factsFor(actor))).toBe(expected.manage);
    expect(taskAbilities(actor, factsFor(actor))).toEqual({
      edit: expected.manage,
      move: expected.manage,
      comment: expected.manage,
      delete: expected.manage,
    });
    expect(taskBoardAbilities(actor, factsFor(actor))).toEqual({
      create: expected.manage,
      move: expected.manage,
    });
  });
  it('deletes only the comments they wrote', () => {
    expect(canDeleteTaskComment(actor, { authorId: 'someone-else' })).toBe(false);
    if (actor) expect(canDeleteTaskComment(actor, { authorId: actor.id })).toBe(true);
  });
});

// Whom the actor may assign, and under which value: the owner and the members they may see (spec 2 §4, §6).
describe('assigneeKey', () => {
  const people = {
    owner: { userId: 'owner', membership: null },
    member: { userId: 'member', membership: { id: 'row-member', showProfile: true } },
    shown: { userId: 'shown', membership: { id: 'row-shown', showProfile: true } },
    anonymous: { userId: 'anon', membership: { id: 'row-anon', showProfile: false } },
    former: { userId: 'former', membership: null },
  };
  it.each([
    // visibility, actor, [owner, member themselves, a shown member, an anonymous member, a former member]
    ['public', owner, ['owner', 'member', 'shown', 'anon', null]],
    ['public', projectMember, ['owner', 'member', 'shown', 'row-anon', null]],
    ['members', projectMember, ['owner', 'member', 'shown', 'row-anon', null]],
    ['private', owner, ['owner', 'member', 'shown', 'anon', null]],
    ['private', projectMember, ['owner', 'member', null, null, null]],
    ['public', other, [null, null, null, null, null]],
    ['public', admin, [null, null, null, null, null]],
    ['public', null, [null, null, null, null, null]],
  ] as const)('%s team, %o', (visibility, actor, expected) => {
    const facts = factsFor(actor, visibility);
    const keys = Object.values(people).map((person) => assigneeKey(actor, facts, person));
    expect(keys).toEqual(expected);
  });
});
