import type { JoinRequestStatus } from '@plateau/shared';
import type { Actor } from '../../auth/actor';

type MaybeActor = Pick<Actor, 'id' | 'role'> | null;

/** What the rules of the influencer space need to know about a role and the actor's place in its project. */
export type RoleFacts = {
  ownerId: string;
  isMember: boolean;
  hasPendingRequest: boolean;
  positionsAvailable: number;
  positionsFilled: number;
};

export const isRoleFull = (facts: Pick<RoleFacts, 'positionsAvailable' | 'positionsFilled'>) =>
  facts.positionsFilled >= facts.positionsAvailable;

export type ApplyRefusal = 'ownProject' | 'alreadyMember' | 'alreadyApplied' | 'roleFilled';

/** Why a member may not apply to a role (the owner, a member, a pending request, no free position), or null. */
export function refusalToApply(actor: Pick<Actor, 'id'>, facts: RoleFacts): ApplyRefusal | null {
  if (actor.id === facts.ownerId) return 'ownProject';
  if (facts.isMember) return 'alreadyMember';
  if (facts.hasPendingRequest) return 'alreadyApplied';
  if (isRoleFull(facts)) return 'roleFilled';
  return null;
}

/** Apply to a role: signed in, not the owner, not a member, no pending request, a free position. */
export const canApplyToRole = (actor: MaybeActor, facts: RoleFacts) =>
  actor !== null && refusalToApply(actor, facts) === null;

/** The project's owner: the one who reads and decides its applications. */
export const ownsProject = (actor: MaybeActor, facts: { ownerId: string }) =>
  actor !== null && actor.id === facts.ownerId;

/** Accept or refuse an application: the project's owner, while it is pending. */
export const canDecideApplication = (
  actor: MaybeActor,
  facts: { ownerId: string; status: JoinRequestStatus },
) => ownsProject(actor, facts) && facts.status === 'en attente';
