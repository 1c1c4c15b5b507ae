import { accountDeletionMessages } from '../messages/account-deletion.fr';

/** The name every screen shows for a member whose account is deleted (its 30-day grace period). */
export const deletedMemberName = accountDeletionMessages.deletedMember;

/** A member as other members see them (comment author, conversation, notification). */
export type SeenMember = {
  id: string;
  fullName: string;
  avatarUrl: string | null;
  profession: string | null;
  /** The account is deleted: 'Utilisateur supprimé', a neutral avatar, no link to a profile. */
  deleted: boolean;
};

/**
 * The one rule of a member as others see them (issue 29): a deleted account keeps only its id, named
 * 'Utilisateur supprimé', with no photo (the web draws a neutral figure, no initials) and no profession.
 */
export function memberAsSeen(member: {
  id: string;
  fullName: string;
  avatarUrl: string | null;
  profession: string | null;
  deleted: boolean;
}): SeenMember {
  if (member.deleted)
    return { id: member.id, fullName: deletedMemberName, avatarUrl: null, profession: null, deleted: true };
  return {
    id: member.id,
    fullName: member.fullName,
    avatarUrl: member.avatarUrl,
    profession: member.profession,
    deleted: false,
  };
}

/** A stored text naming a member (a notification), with that name replaced while the account is deleted. */
export function namedMemberText(text: string, name: string | null, deleted: boolean): string {
  if (!deleted || !name) return text;
  return text.split(name).join(deletedMemberName);
}
