import {
  type JoinRequestStatus,
  type MemberVisibility,
  type ProjectRole,
  type ProjectStatus,
  projectRoles,
} from '../enums';
import { projectMessages } from '../messages/projects.fr';

/** Spec 2 §4: recruiting means at least one required role and a status other than 'terminé' and 'en pause'. */
export function isRecruiting(project: { requiredRoles: readonly string[] | null; status: string }): boolean {
  const hasRoles = (project.requiredRoles?.length ?? 0) > 0;
  return hasRoles && project.status !== 'terminé' && project.status !== 'en pause';
}

/** The badge colour of a project status (spec 2 §4); any other value shows as a warning. */
export function projectStatusTone(
  status: ProjectStatus | string,
): 'warning' | 'primary' | 'success' | 'error' {
  switch (status) {
    case 'en cours':
      return 'primary';
    case 'terminé':
      return 'success';
    case 'en pause':
      return 'error';
    default:
      return 'warning';
  }
}

/** A stored role as shown: first letter upper-cased ('ingénieur son' -> 'Ingénieur son'). */
export function projectRoleLabel(role: string): string {
  return role.charAt(0).toLocaleUpperCase('fr-FR') + role.slice(1);
}

const isProjectRole = (value: string): value is ProjectRole =>
  (projectRoles as readonly string[]).includes(value);

/**
 * Spec 2 §5: the wished role of a join request mapped to a stored role. The project roles map to
 * themselves (any case), 'Monteur vidéo' to 'monteur', anything else ('Community Manager', 'Graphiste',
 * 'Assistant', 'Autre', unknown) to 'autre'.
 */
export function mapJoinRole(wished: string): ProjectRole {
  const lowered = wished.trim().toLocaleLowerCase('fr-FR');
  if (lowered === 'monteur vidéo') return 'monteur';
  return isProjectRole(lowered) ? lowered : 'autre';
}

/** The roles the join dialog offers: the project's required roles once each, or only 'membre'. */
export function joinRoleOptions(requiredRoles: readonly string[] | null): string[] {
  const unique = [...new Set(requiredRoles ?? [])];
  return unique.length > 0 ? unique : ['membre'];
}

/** Who looks at a project's team: their id (null for a visitor) and their relation to the project. */
export type TeamViewer = { userId: string | null; isOwner: boolean; isMember: boolean };

/**
 * Spec 2 §4: whether the team as a whole is shown to the viewer. 'public' for everyone, 'members' for
 * the project's members and the owner, 'private' for the owner; an unknown value is treated as visible.
 */
export function canSeeTeam(viewer: TeamViewer, visibility: MemberVisibility | string): boolean {
  if (viewer.isOwner) return true;
  switch (visibility) {
    case 'members':
      return viewer.isMember;
    case 'private':
      return false;
    default:
      return true;
  }
}

/** Spec 2 §4: one row of the team; the owner sees every row and a member always sees their own. */
export function canSeeMember(
  viewer: TeamViewer,
  visibility: MemberVisibility | string,
  memberUserId: string,
): boolean {
  if (viewer.userId !== null && viewer.userId === memberUserId) return true;
  return canSeeTeam(viewer, visibility);
}

/** The name a member row shows: their name, or the display name / 'Membre anonyme' when hidden. */
export function memberDisplayName(member: {
  showProfile: boolean;
  displayName: string | null;
  fullName: string | null;
}): string {
  if (member.showProfile && member.fullName) return member.fullName;
  return member.displayName?.trim() || projectMessages.anonymousMember;
}

export type JoinButtonKind = 'sign-in' | 'owner' | 'member' | 'pending' | 'refused' | 'join';

/**
 * Spec 2 §2 and §5: the join control of the project page. A visitor gets a sign-in prompt; the owner
 * nothing; a member the 'Membre du projet' badge; a pending request 'Demande envoyée' (with a cancel);
 * a refused request 'Demande refusée' and may ask again; anyone else 'Rejoindre le projet'.
 */
export function joinButton(viewer: {
  signedIn: boolean;
  isOwner: boolean;
  isMember: boolean;
  requestStatus: JoinRequestStatus | null;
}): { kind: JoinButtonKind; label: string | null; canJoin: boolean } {
  const labels = projectMessages.joinButton;
  if (!viewer.signedIn) return { kind: 'sign-in', label: projectMessages.signInToJoin, canJoin: false };
  if (viewer.isOwner) return { kind: 'owner', label: null, canJoin: false };
  if (viewer.isMember) return { kind: 'member', label: labels.approuvé, canJoin: false };
  switch (viewer.requestStatus) {
    case 'en attente':
      return { kind: 'pending', label: labels['en attente'], canJoin: false };
    case 'refusé':
      return { kind: 'refused', label: labels.refusé, canJoin: true };
    // An approved request of a member removed since then, or no request: joining is open again.
    case 'approuvé':
    case null:
      return { kind: 'join', label: labels.none, canJoin: true };
    default: {
      const unknown: never = viewer.requestStatus;
      return unknown;
    }
  }
}
