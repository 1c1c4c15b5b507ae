import { describe, expect, it } from 'vitest';
import { deletedMemberName, memberAsSeen, namedMemberText } from './member-view';

describe('a member as others see them', () => {
  const alice = { id: 'a', fullName: 'Alice Martin', avatarUrl: '/a.webp', profession: 'Monteuse' };

  it('shows an active member as they are', () => {
    expect(memberAsSeen({ ...alice, deleted: false })).toEqual({ ...alice, deleted: false });
  });

  it('shows a deleted account as Utilisateur supprimé, no photo, no profession', () => {
    expect(memberAsSeen({ ...alice, deleted: true })).toEqual({
      id: 'a',
      fullName: 'Utilisateur supprimé',
      avatarUrl: null,
      profession: null,
      deleted: true,
    });
  });

  it('replaces the name in a stored text only while the account is deleted', () => {
    const text = 'Alice Martin vous a envoyé un message';
    expect(namedMemberText(text, 'Alice Martin', false)).toBe(text);
    expect(namedMemberText(text, 'Alice Martin', true)).toBe(`${deletedMemberName} vous a envoyé un message`);
    expect(namedMemberText(text, null, true)).toBe(text);
  });
});
