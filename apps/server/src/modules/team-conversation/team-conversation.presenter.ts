import {
  deletedMemberName,
  teamConversationMessages as m,
  memberDisplayName,
  type TeamMessage,
} from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import { presentAttachment, type TeamMessageRow } from '../messages';
import { type PeopleFacts, projectPersonSight } from '../projects';

/**
 * Who wrote a team message, as the reader may see them (the projects policy's `projectPersonSight`): a
 * member who hides their profile shows as their display name or 'Membre anonyme' (no id, no photo), a
 * former member as 'Ancien membre' (an anonymous one must not be named once gone), a deleted account as
 * 'Utilisateur supprimé'.
 */
function presentSender(row: TeamMessageRow, actor: Actor, people: PeopleFacts): TeamMessage['sender'] {
  const anonymous = (name: string) => ({ id: null, name, avatarUrl: null, anonymous: true, deleted: false });
  if (row.deleted)
    return { id: null, name: deletedMemberName, avatarUrl: null, anonymous: false, deleted: true };
  const isOwner = row.senderId === people.ownerId;
  if (row.senderId !== actor.id && !isOwner && row.memberId === null) return anonymous(m.formerMember);
  const membership = row.memberId === null ? null : { showProfile: row.showProfile ?? true };
  const sight = projectPersonSight(actor, people, { userId: row.senderId, membership });
  if (sight !== 'identified') {
    return anonymous(memberDisplayName({ showProfile: false, displayName: row.displayName, fullName: null }));
  }
  return { id: row.senderId, name: row.fullName, avatarUrl: row.avatarUrl, anonymous: false, deleted: false };
}

/** A team message as one reader sees it. */
export function presentTeamMessage(row: TeamMessageRow, actor: Actor, people: PeopleFacts): TeamMessage {
  return {
    id: row.id,
    projectId: row.projectId,
    content: row.content,
    createdAt: row.createdAt,
    fromMe: row.senderId === actor.id,
    sender: presentSender(row, actor, people),
    attachment: presentAttachment(row),
  };
}
