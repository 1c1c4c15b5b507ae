import { z } from 'zod';
import {
  experienceLevels,
  joinRequestStatuses,
  memberStatuses,
  memberVisibilities,
  projectRoles,
  projectStatuses,
  projectTypes,
  storedProjectCategories,
} from '../enums';

/** A member as project screens show them (creator, requester, candidate). */
export const projectPersonSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  profession: z.string().nullable(),
});
export type ProjectPerson = z.infer<typeof projectPersonSchema>;

/**
 * What the viewer may do on a project (spec 2 §6), computed by the server's policy: the web never
 * derives a permission itself.
 */
export const projectAbilitiesSchema = z.object({
  /** Edit the project, move its status, answer requests, add, remove or re-role members. */
  edit: z.boolean(),
  changeStatus: z.boolean(),
  manageMembers: z.boolean(),
  answerRequests: z.boolean(),
  /** The owner, and an administrator. */
  delete: z.boolean(),
  /** Ask to join: signed in, neither owner nor member, no pending request. */
  join: z.boolean(),
  /** Cancel one's own pending request. */
  cancelRequest: z.boolean(),
  /** A project member toggles their own visibility. */
  toggleOwnVisibility: z.boolean(),
  viewTasks: z.boolean(),
  /** Create, edit and move tasks; comment on tasks (owner and members). */
  manageTasks: z.boolean(),
  /** Read and write the team conversation, the 'Discussion' tab (owner and members, issue 33). */
  discuss: z.boolean(),
});
export type ProjectAbilities = z.infer<typeof projectAbilitiesSchema>;

/** One card of the project list. */
export const projectCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(storedProjectCategories),
  status: z.enum(projectStatuses),
  recruiting: z.boolean(),
  coverImage: z.string().nullable(),
  /** The wanted roles: project roles, or an influencer project's role titles ('Monteur vidéo'). */
  requiredRoles: z.array(z.string()),
  deadline: z.string().nullable(),
  createdAt: z.string(),
  owner: projectPersonSchema,
});
export type ProjectCard = z.infer<typeof projectCardSchema>;

export const projectListSchema = z.object({
  items: z.array(projectCardSchema),
  nextCursor: z.string().nullable(),
});
export type ProjectList = z.infer<typeof projectListSchema>;

/** The viewer's own relation to the project. */
export const projectViewerSchema = z.object({
  signedIn: z.boolean(),
  isOwner: z.boolean(),
  membership: z
    .object({
      id: z.string(),
      role: z.enum(projectRoles),
      showProfile: z.boolean(),
      displayName: z.string().nullable(),
    })
    .nullable(),
  /** The viewer's latest join request, whatever its status. */
  joinRequest: z.object({ id: z.string(), role: z.string(), status: z.enum(joinRequestStatuses) }).nullable(),
});
export type ProjectViewer = z.infer<typeof projectViewerSchema>;

export const projectStatsSchema = z.object({
  /** Null when the team is hidden from the viewer (spec 2 §4): shown as 'Équipe privée'. */
  members: z.number().int().nullable(),
  tasks: z.number().int(),
  doneTasks: z.number().int(),
  /** Only for the owner (spec 2 §6); null for everyone else. */
  pendingRequests: z.number().int().nullable(),
});
export type ProjectStats = z.infer<typeof projectStatsSchema>;

/** GET /api/projects/{id}: every field, the creator, the viewer's state, statistics and abilities. */
export const projectDetailSchema = projectCardSchema.extend({
  /** The project roles one may ask to join as (an influencer project's roles are in its own section). */
  requiredRoles: z.array(z.enum(projectRoles)),
  budget: z.number().nullable(),
  startDate: z.string().nullable(),
  memberVisibilityDefault: z.enum(memberVisibilities),
  tags: z.array(z.string()).nullable(),
  projectLocation: z.string().nullable(),
  targetAudience: z.string().nullable(),
  genre: z.string().nullable(),
  durationEstimate: z.string().nullable(),
  experienceLevel: z.enum(experienceLevels),
  projectType: z.enum(projectTypes),
  equipmentProvided: z.boolean(),
  cateringProvided: z.boolean(),
  transportProvided: z.boolean(),
  accommodationProvided: z.boolean(),
  additionalBenefits: z.array(z.string()).nullable(),
  updatedAt: z.string(),
  viewer: projectViewerSchema,
  stats: projectStatsSchema,
  abilities: projectAbilitiesSchema,
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const projectResultSchema = z.object({ project: projectDetailSchema });

/**
 * One row of the team. `name` is what to show (the name, or the display name / 'Membre anonyme' for an
 * anonymous member); `user` is null when the member is anonymous to this viewer (the owner and the
 * member themselves still get it).
 */
export const projectMemberSchema = z.object({
  id: z.string(),
  role: z.enum(projectRoles),
  status: z.enum(memberStatuses),
  showProfile: z.boolean(),
  displayName: z.string().nullable(),
  name: z.string(),
  isViewer: z.boolean(),
  user: projectPersonSchema.nullable(),
  createdAt: z.string(),
});
export type ProjectMember = z.infer<typeof projectMemberSchema>;

/** GET /api/projects/{id}/members: the rows the visibility rules let the viewer see. */
export const projectMemberListSchema = z.object({
  items: z.array(projectMemberSchema),
  /** False when the rules hide the team from this viewer (the items then hold at most their own row). */
  teamVisible: z.boolean(),
});
export type ProjectMemberList = z.infer<typeof projectMemberListSchema>;

export const projectMemberResultSchema = z.object({ member: projectMemberSchema });

export const joinRequestSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  role: z.string(),
  /** The requester's message to the owner, if any (seen by the two of them only). */
  message: z.string().nullable(),
  status: z.enum(joinRequestStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: projectPersonSchema,
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

/** GET /api/projects/{id}/join-requests (owner): pending requests, oldest first. */
export const joinRequestListSchema = z.object({ items: z.array(joinRequestSchema) });
export const joinRequestResultSchema = z.object({ joinRequest: joinRequestSchema });

/** One of the owner's accepted connections in the add-member dialog. */
export const memberCandidateSchema = projectPersonSchema.extend({ skills: z.array(z.string()) });
export type MemberCandidate = z.infer<typeof memberCandidateSchema>;
export const memberCandidateListSchema = z.object({
  items: z.array(memberCandidateSchema),
  nextCursor: z.string().nullable(),
});
export type MemberCandidateList = z.infer<typeof memberCandidateListSchema>;
