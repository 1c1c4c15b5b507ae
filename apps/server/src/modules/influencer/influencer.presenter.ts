import type {
  InfluencerApplication,
  InfluencerCard,
  InfluencerProject,
  InfluencerRole,
} from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import { isoString } from '../../lib/iso-string';
import { canApplyToRole, canDecideApplication, type RoleFacts } from './influencer.policy';
import type { ApplicationRow, DetailsRow, InfluencerCardRow, RoleRow } from './influencer.service';

type Person = InfluencerProject['owner'];

export function presentCard(row: InfluencerCardRow): InfluencerCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    platform: row.platform,
    roles: row.requiredRoles,
    budgetRange: row.budgetRange,
    budget: row.budget,
    deadline: row.applicationDeadline ?? row.deadline,
    createdAt: row.createdAt,
    owner: row.owner,
  };
}

export function presentRole(
  row: RoleRow,
  actor: Actor | null,
  facts: Omit<RoleFacts, 'positionsAvailable' | 'positionsFilled'>,
  filled: number,
): InfluencerRole {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    responsibilities: row.responsibilities,
    requiredSkills: row.requiredSkills,
    experienceLevel: row.experienceLevel,
    timeCommitment: row.timeCommitment,
    compensationType: row.compensationType,
    compensationDetails: row.compensationDetails,
    positionsAvailable: row.positionsAvailable,
    positionsFilled: filled,
    isPriority: row.isPriority,
    canApply: canApplyToRole(actor, {
      ownerId: facts.ownerId,
      isMember: facts.isMember,
      hasPendingRequest: facts.hasPendingRequest,
      positionsAvailable: row.positionsAvailable,
      positionsFilled: filled,
    }),
  };
}

export function presentDetails(row: DetailsRow | null): InfluencerProject['details'] {
  if (!row) return null;
  return {
    platform: row.platform,
    contentTypes: row.contentTypes,
    projectScope: row.projectScope,
    budgetRange: row.budgetRange,
    timeline: row.timeline,
    locationType: row.locationType,
    locationCity: row.locationCity,
    collaborationDuration: row.collaborationDuration,
    applicationDeadline: row.applicationDeadline,
    startDate: row.startDate,
    deliverables: row.deliverables,
  };
}

export function presentProject(input: {
  project: { id: string; title: string; description: string; category: string };
  owner: Person;
  details: DetailsRow | null;
  roles: InfluencerRole[];
}): InfluencerProject {
  return {
    id: input.project.id,
    title: input.project.title,
    description: input.project.description,
    category: input.project.category,
    owner: input.owner,
    details: presentDetails(input.details),
    roles: input.roles,
  };
}

export function presentApplication(row: ApplicationRow, actor: Actor | null): InfluencerApplication {
  return {
    id: row.application.id,
    status: row.request.status,
    roleTitle: row.request.role,
    roleId: row.application.roleId,
    project: { id: row.project.id, title: row.project.title },
    candidate: row.candidate,
    coverLetter: row.application.coverLetter,
    relevantExperience: row.application.relevantExperience,
    motivation: row.application.motivation,
    portfolioLinks: row.application.portfolioLinks,
    availabilityStart: row.application.availabilityStart,
    expectedCompensation: row.application.expectedCompensation,
    additionalInfo: row.application.additionalInfo,
    createdAt: isoString(row.application.createdAt),
    canDecide: canDecideApplication(actor, { ownerId: row.project.userId, status: row.request.status }),
  };
}
