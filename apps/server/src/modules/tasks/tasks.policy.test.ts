import { describe, expect, it } from 'vitest';
import {
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
const factsFor = (actor: { id: string } | null) => ({
  ownerId: 'owner',
  isMember: actor?.id === 'member',
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
