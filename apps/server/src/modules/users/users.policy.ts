import type { Actor } from '../../auth/actor';

/** What the policy needs to know about a member's profile. */
export type ProfileFacts = { id: string; deletedAt: Date | null };

/** Members see profiles; deleted accounts are hidden from everyone (shown as 'Utilisateur supprimé'). */
export function canSeeProfile(actor: Actor | null, user: ProfileFacts): boolean {
  return actor !== null && user.deletedAt === null;
}

/** Only the member edits their own profile. */
export function canEditProfile(actor: Actor | null, user: ProfileFacts): boolean {
  return actor !== null && actor.id === user.id && user.deletedAt === null;
}

/** A view counts when a member opens another member's profile. */
export function countsAsProfileView(actor: Actor | null, user: ProfileFacts): boolean {
  return actor !== null && actor.id !== user.id;
}

/** What the member may do with a profile, as the web shows it. */
export function profileAbilities(actor: Actor | null, user: ProfileFacts) {
  return { edit: canEditProfile(actor, user) };
}
