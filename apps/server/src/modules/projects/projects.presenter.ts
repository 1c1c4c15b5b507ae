import {
  influencerCategory,
  isRecruiting,
  type JoinRequest,
  memberDisplayName,
  type ProjectCard,
  type ProjectDetail,
  type ProjectMember,
  type ProjectRole,
  projectRoles,
} from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import { isoString } from '../../lib/iso-string';
import {
  canSeeProjectTeam,
  isProjectOwner,
  type PeopleFacts,
  type ProjectFacts,
  peopleFactsOf,
  projectAbilities,
  projectPersonSight,
} from './projects.policy';
import type {
  JoinRequestRow,
  MemberRow,
  MemberWithUser,
  PersonRow,
  ProjectCardRow,
  ProjectRow,
  projectStats,
} from './projects.service';

type MaybeActor = Pick<Actor, 'id' | 'role'> | null;

const person = (row: PersonRow) => ({
  id: row.id,
  fullName: row.fullName,
  avatarUrl: row.avatarUrl,
  profession: row.profession,
});
const asRoles = (roles: string[]): ProjectRole[] =>
  roles.filter((role): role is ProjectRole => (projectRoles as readonly string[]).includes(role));

export function presentProjectCard(row: ProjectCardRow): ProjectCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    status: row.status,
    recruiting: isRecruiting(row),
    coverImage: row.coverImage,
    // An influencer project seeks the titles of its roles (spec 2: the wizard stores them there).
    requiredRoles: row.category === influencerCategory ? row.requiredRoles : asRoles(row.requiredRoles),
    deadline: row.deadline,
    createdAt: row.createdAt,
    owner: person(row.owner),
  };
}

/** The facts of the policy from the rows read for the actor. */
export function factsOf(
  project: Pick<ProjectRow, 'userId' | 'memberVisibilityDefault'>,
  membership: Pick<MemberRow, 'id'> | null,
  joinRequest: Pick<JoinRequestRow, 'status'> | null,
): ProjectFacts {
  return {
    ownerId: project.userId,
    memberVisibility: project.memberVisibilityDefault,
    membership: membership ? { id: membership.id } : null,
    joinRequestStatus: joinRequest?.status ?? null,
  };
}

export function presentProjectDetail(
  actor: MaybeActor,
  input: {
    project: ProjectRow;
    owner: PersonRow;
    membership: MemberRow | null;
    joinRequest: JoinRequestRow | null;
    stats: Awaited<ReturnType<typeof projectStats>>;
  },
): ProjectDetail {
  const { project, membership, joinRequest, stats } = input;
  const facts = factsOf(project, membership, joinRequest);
  const owner = isProjectOwner(actor, facts);
  return {
    // The card's fields, written again rather than spread from it: a spread followed by these thirty properties
    // cost 18 KB and a quarter of the page's CPU on Node 20 (ARCHITECTURE.md, "Answers built field by field").
    // Unlike the card, the page lists only the known roles, influencer projects included.
    id: project.id,
    title: project.title,
    description: project.description,
    category: project.category,
    status: project.status,
    recruiting: isRecruiting(project),
    coverImage: project.coverImage,
    requiredRoles: asRoles(project.requiredRoles),
    deadline: project.deadline,
    createdAt: isoString(project.createdAt),
    owner: person(input.owner),
    budget: project.budget,
    startDate: project.startDate,
    memberVisibilityDefault: project.memberVisibilityDefault,
    tags: project.tags,
    projectLocation: project.projectLocation,
    targetAudience: project.targetAudience,
    genre: project.genre,
    durationEstimate: project.durationEstimate,
    experienceLevel: project.experienceLevel,
    projectType: project.projectType,
    equipmentProvided: project.equipmentProvided,
    cateringProvided: project.cateringProvided,
    transportProvided: project.transportProvided,
    accommodationProvided: project.accommodationProvided,
    additionalBenefits: project.additionalBenefits,
    updatedAt: isoString(project.updatedAt),
    viewer: {
      signedIn: actor !== null,
      isOwner: owner,
      membership: membership
        ? {
            id: membership.id,
            role: membership.role,
            showProfile: membership.showProfile,
            displayName: membership.displayName,
          }
        : null,
      joinRequest: joinRequest
        ? { id: joinRequest.id, role: joinRequest.role, status: joinRequest.status }
        : null,
    },
    stats: {
      // A hidden team is not counted either: the web shows 'Équipe privée'.
      members: canSeeProjectTeam(actor, facts) ? stats.members : null,
      tasks: stats.tasks,
      doneTasks: stats.doneTasks,
      pendingRequests: owner ? stats.pendingRequests : null,
    },
    abilities: projectAbilities(actor, facts),
  };
}

/** One team row as the actor sees it (`projectPersonSight`): null when the team is hidden from them. */
export function presentMember(
  row: MemberWithUser,
  actor: MaybeActor,
  facts: PeopleFacts,
): ProjectMember | null {
  const sight = projectPersonSight(actor, facts, { userId: row.member.userId, membership: row.member });
  if (sight === 'hidden') return null;
  const identified = sight === 'identified';
  return {
    id: row.member.id,
    role: row.member.role,
    status: row.member.status,
    showProfile: row.member.showProfile,
    displayName: row.member.displayName,
    name: identified
      ? row.user.fullName
      : memberDisplayName({
          showProfile: row.member.showProfile,
          displayName: row.member.displayName,
          fullName: null,
        }),
    isViewer: actor?.id === row.member.userId,
    user: identified ? person(row.user) : null,
    createdAt: isoString(row.member.createdAt),
  };
}

/** The rows of the team the visibility rules let the actor see (spec 2 §4). */
export function presentTeam(rows: MemberWithUser[], actor: MaybeActor, facts: ProjectFacts) {
  const people = peopleFactsOf(facts);
  return {
    items: rows.flatMap((row) => presentMember(row, actor, people) ?? []),
    teamVisible: canSeeProjectTeam(actor, facts),
  };
}

export function presentJoinRequest(row: { request: JoinRequestRow; user: PersonRow }): JoinRequest {
  return {
    id: row.request.id,
    projectId: row.request.projectId,
    role: row.request.role,
    message: row.request.message,
    status: row.request.status,
    createdAt: isoString(row.request.createdAt),
    updatedAt: isoString(row.request.updatedAt),
    user: person(row.user),
  };
}
