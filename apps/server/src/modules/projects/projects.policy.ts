import { canSeeMember, canSeeTeam, type JoinRequestStatus, type ProjectAbilities } from '@plateau/shared';
import type { Actor } from '../../auth/actor';

/** What the rules of spec 2 §6 need to know about a project and the actor's place in it. */
export type ProjectFacts = {
  ownerId: string;
  memberVisibility: string;
  /** The actor's membership row, if any. */
  membership: { id: string } | null;
  /** The actor's latest join request, if any. */
  joinRequestStatus: JoinRequestStatus | null;
};

type MaybeActor = Pick<Actor, 'id' | 'role'> | null;

export const isProjectOwner = (actor: MaybeActor, facts: Pick<ProjectFacts, 'ownerId'>) =>
  actor !== null && actor.id === facts.ownerId;
const isProjectMember = (actor: MaybeActor, facts: ProjectFacts) =>
  actor !== null && facts.membership !== null;

/** Edit the project, answer requests, add, remove or re-role members, move the status: the owner only. */
export const canEditProject = (actor: MaybeActor, facts: Pick<ProjectFacts, 'ownerId'>) =>
  isProjectOwner(actor, facts);

/** Delete: the owner, and an administrator (administration area). */
export const canDeleteProject = (actor: MaybeActor, facts: Pick<ProjectFacts, 'ownerId'>) =>
  isProjectOwner(actor, facts) || actor?.role === 'admin';

/** Ask to join: signed in, neither owner nor member, no pending request (after a refusal: again). */
export const canJoinProject = (actor: MaybeActor, facts: ProjectFacts) =>
  actor !== null &&
  !isProjectOwner(actor, facts) &&
  !isProjectMember(actor, facts) &&
  facts.joinRequestStatus !== 'en attente';

/** A project member toggles their own visibility (the owner is not a member row). */
export const canToggleOwnVisibility = (actor: MaybeActor, facts: ProjectFacts) =>
  isProjectMember(actor, facts) && !isProjectOwner(actor, facts);

/** A member's own visibility in the team (shown profile, display name): that member only. */
export const canEditOwnMembership = (actor: MaybeActor, facts: { memberUserId: string }) =>
  actor !== null && actor.id === facts.memberUserId;

/** Every signed-in member sees a project's tasks; visitors do not (spec 2 §6). */
export const canViewTasks = (actor: MaybeActor) => actor !== null;

/** Create, edit, move and delete tasks, comment on them: the project's owner and members (spec 2 §6). */
export const canManageTasks = (actor: MaybeActor, facts: { ownerId: string; isMember: boolean }) =>
  isProjectOwner(actor, facts) || (actor !== null && facts.isMember);

/**
 * The team conversation (issue 33): the owner and the members of the moment only, so one who leaves loses
 * it at once and one who joins reads all of it.
 */
export const canTakePartInTeamConversation = (
  actor: MaybeActor,
  facts: { ownerId: string; isMember: boolean },
) => isProjectOwner(actor, facts) || (actor !== null && facts.isMember);

/** Spec 2 §4: the team as a whole (a member always sees their own row, see canSeeMember). */
export const canSeeProjectTeam = (actor: MaybeActor, facts: ProjectFacts) =>
  canSeeTeam(
    {
      userId: actor?.id ?? null,
      isOwner: isProjectOwner(actor, facts),
      isMember: isProjectMember(actor, facts),
    },
    facts.memberVisibility,
  );

/** What the rule of `projectPersonSight` needs: the project's owner and visibility, the actor's place in it. */
export type PeopleFacts = Pick<ProjectFacts, 'ownerId' | 'memberVisibility'> & {
  /** The actor has a member row in the project. */
  isMember: boolean;
};

export const peopleFactsOf = (facts: ProjectFacts): PeopleFacts => ({
  ownerId: facts.ownerId,
  memberVisibility: facts.memberVisibility,
  isMember: facts.membership !== null,
});

/**
 * How the actor may see one person of a project (spec 2 §4), in every answer, event and file that names
 * them (team, tasks, comments, assignee options, statistics): 'identified' (id, name, avatar), 'anonymous'
 * (a member hiding their profile: their display name or 'Membre anonyme', no id, no avatar) or 'hidden'
 * (a team the actor may not see: 'Membre anonyme', nothing else). The owner is shown on the project page
 * to everyone; the owner sees everyone and a member themselves. A former member (no row any more) is
 * subject to the team's visibility only.
 */
export type PersonSight = 'identified' | 'anonymous' | 'hidden';
export function projectPersonSight(
  actor: MaybeActor,
  facts: PeopleFacts,
  person: { userId: string; membership: { showProfile: boolean } | null },
): PersonSight {
  if (person.userId === facts.ownerId) return 'identified';
  const viewer = {
    userId: actor?.id ?? null,
    isOwner: isProjectOwner(actor, facts),
    isMember: facts.isMember,
  };
  if (viewer.isOwner || viewer.userId === person.userId) return 'identified';
  if (!canSeeMember(viewer, facts.memberVisibility, person.userId)) return 'hidden';
  return person.membership && !person.membership.showProfile ? 'anonymous' : 'identified';
}

/** The abilities the web shows controls for (spec 2 §6). */
export function projectAbilities(actor: MaybeActor, facts: ProjectFacts): ProjectAbilities {
  const owner = canEditProject(actor, facts);
  return {
    edit: owner,
    changeStatus: owner,
    manageMembers: owner,
    answerRequests: owner,
    delete: canDeleteProject(actor, facts),
    join: canJoinProject(actor, facts),
    cancelRequest: actor !== null && facts.joinRequestStatus === 'en attente',
    toggleOwnVisibility: canToggleOwnVisibility(actor, facts),
    viewTasks: canViewTasks(actor),
    manageTasks: canManageTasks(actor, { ownerId: facts.ownerId, isMember: facts.membership !== null }),
    discuss: canTakePartInTeamConversation(actor, {
      ownerId: facts.ownerId,
      isMember: facts.membership !== null,
    }),
  };
}
