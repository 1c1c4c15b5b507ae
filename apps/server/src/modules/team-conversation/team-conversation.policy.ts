import type { Actor } from '../../auth/actor';

/**
 * An attachment is read by the members of its conversation only: the two members of a private message, or
 * (`inTeam`, the projects policy's `canTakePartInTeamConversation`) the project's owner and members now.
 */
export function canReadAttachment(
  actor: Actor | null,
  facts: { senderId: string | null; receiverId: string | null; inTeam: boolean },
): boolean {
  if (actor === null) return false;
  if (facts.senderId !== null) return actor.id === facts.senderId || actor.id === facts.receiverId;
  return facts.inTeam;
}
