import { describe, expect, it } from 'vitest';
import { actorFor } from '../../test/actors';
import { canTakePartInTeamConversation } from '../projects';
import { canReadAttachment } from './team-conversation.policy';

const camille = actorFor('camille');
const lea = actorFor('lea');
const marc = actorFor('marc');

// Issue 33: the team conversation is the owner's and the members' of the moment; a file is read by the
// members of its conversation only.
describe('team conversation policy', () => {
  it.each([
    ['the owner', camille, false, true],
    ['a member', lea, true, true],
    ['a stranger or a former member', marc, false, false],
    ['a visitor', null, false, false],
  ] as const)('canTakePartInTeamConversation: %s', (_label, actor, isMember, expected) => {
    expect(canTakePartInTeamConversation(actor, { ownerId: 'camille', isMember })).toBe(expected);
  });

  it.each([
    [
      'the sender of a private file',
      camille,
      { senderId: 'camille', receiverId: 'lea', inTeam: false },
      true,
    ],
    ['its receiver', lea, { senderId: 'camille', receiverId: 'lea', inTeam: false }, true],
    [
      'anyone else, even in a team with them',
      marc,
      { senderId: 'camille', receiverId: 'lea', inTeam: true },
      false,
    ],
    ['the team of a team file', lea, { senderId: null, receiverId: null, inTeam: true }, true],
    ['outside the team', marc, { senderId: null, receiverId: null, inTeam: false }, false],
    ['a visitor', null, { senderId: null, receiverId: null, inTeam: true }, false],
  ] as const)('canReadAttachment: %s', (_label, actor, facts, expected) => {
    expect(canReadAttachment(actor, facts)).toBe(expected);
  });
});
