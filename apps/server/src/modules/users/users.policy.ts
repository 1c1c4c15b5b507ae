import type { Actor } from '../../auth/actor';

type ProfileRow = { id: string; deletedAt: Date | null };

/** Deleted accounts are hidden from everyone (shown as 'Utilisateur supprimé'). */
export function canSeeProfile(_actor: Actor, user: ProfileRow): boolean {
  return user.deletedAt === null;
}

/** Only the member edits their own profile. */
export function canEditProfile(actor: Actor, user: ProfileRow): boolean {
  return actor.id === user.id && user.deletedAt === null;
}

/** A view counts when a member opens another member's profile. */
export function countsAsProfileView(actor: Actor, user: ProfileRow): boolean {
  return actor.id !== user.id;
}
