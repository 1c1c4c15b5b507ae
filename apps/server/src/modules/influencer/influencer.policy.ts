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

/** Apply to a role: signed in, not the owner, not a member, no pending request, a free position. */
export const canApplyToRole = (actor: MaybeActor, facts: RoleFacts) =>
  actor !== null &&
  actor.id !== facts.ownerId &&
  !facts.isMember &&
  !facts.hasPendingRequest &&
  !isRoleFull(facts);

/** Accept or refuse an application: the project's owner, while it is pending. */
export const canDecideApplication = (
  actor: MaybeActor,
  facts: { ownerId: string; status: JoinRequestStatus },
) => actor !== null && actor.id === facts.ownerId && facts.status === 'en attente';
