import { z } from 'zod';
import {
  collaborationDurations,
  compensationTypes,
  influencerBudgetRanges,
  influencerContentTypes,
  influencerDeliverables,
  influencerPlatforms,
  joinRequestStatuses,
  roleExperienceLevels,
  workModes,
} from '../enums';
import { fill } from '../messages/fill';
import { influencerMessages as m } from '../messages/influencer.fr';
import { isValidLink, normalizeLink } from '../rules/normalize-link';
import { idParams, pageCursorSchema } from './common';
import { projectPersonSchema } from './project-responses';
import { multiLineText, nameText, singleLineText } from './text';

export const influencerPageSize = 12;
export const applicationPageSize = 50;
export const maxInfluencerRoles = 20;
export const maxPortfolioLinks = 10;
export const influencerLimits = { title: 200, description: 5000, text: 200, long: 5000, link: 300 } as const;

export const influencerProjectParamsSchema = idParams({ id: m.projectNotFound });
export const influencerRoleParamsSchema = idParams({ id: m.missingInfo, roleId: m.missingInfo });
export const influencerApplicationParamsSchema = idParams({ id: m.applicationNotFound });

/** The three kinds of text: names and titles, one-line texts, multi-line texts (schemas/text.ts). */
const textKinds = { name: nameText, line: singleLineText, lines: multiLineText } as const;
type TextKind = keyof typeof textKinds;

const requiredText = (kind: TextKind, max: number, error: string = m.requiredFields) =>
  textKinds[kind]({ error })
    .trim()
    .min(1, { error })
    .max(max, { error: fill(m.textTooLong, { max }) });

const optionalText = (kind: TextKind, max: number = influencerLimits.text) =>
  textKinds[kind]({ error: m.invalidChoice })
    .trim()
    .max(max, { error: fill(m.textTooLong, { max }) })
    .nullish()
    .transform((value) => value || null);

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: m.invalidChoice });

/** 'YYYY-MM-DD' of a real day, or empty for none. */
const day = singleLineText({ error: m.invalidDate })
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
    if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
      ctx.addIssue({ code: 'custom', message: m.invalidDate });
      return z.NEVER;
    }
    return value;
  });

const list = <T extends z.ZodType>(item: T, max: number, min?: { count: number; error: string }) => {
  const base = z.array(item, { error: m.invalidChoice }).max(max, { error: fill(m.tooMany, { max }) });
  return min ? base.min(min.count, { error: min.error }) : base;
};

/** Positions: a whole number, at least 1 (spec 2 §5); text from a form field is read as a number. */
const positions = z.union([z.number(), z.string()], { error: m.positionsMin }).transform((value, ctx) => {
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1000) {
    ctx.addIssue({ code: 'custom', message: m.positionsMin });
    return z.NEVER;
  }
  return n;
});

/** A role definition of the wizard (spec 2 §3); title and description required. */
export const influencerRoleInputSchema = z
  .object({
    title: requiredText('name', influencerLimits.text, m.roleRequired),
    description: requiredText('lines', influencerLimits.long, m.roleRequired),
    responsibilities: optionalText('lines', influencerLimits.long),
    requiredSkills: list(requiredText('line', 60), 30).default([]),
    experienceLevel: choice(roleExperienceLevels).default('Intermédiaire'),
    timeCommitment: optionalText('line'),
    compensationType: choice(compensationTypes).default('Rémunéré'),
    compensationDetails: optionalText('line'),
    positionsAvailable: positions.default(1),
    isPriority: z.boolean({ error: m.invalidChoice }).default(false),
  })
  .transform((role) => ({
    ...role,
    // Spec 2 §2: no compensation details for a volunteer role.
    compensationDetails: role.compensationType === 'Bénévole' ? null : role.compensationDetails,
    requiredSkills: [...new Set(role.requiredSkills)],
  }));
export type InfluencerRoleInput = z.input<typeof influencerRoleInputSchema>;
export type InfluencerRoleFields = z.output<typeof influencerRoleInputSchema>;

/** Step 1 of the wizard: title, description, at least one content type. */
export const influencerStep1Schema = z.object({
  title: requiredText('name', influencerLimits.title),
  description: requiredText('lines', influencerLimits.description),
  platform: choice(influencerPlatforms).default('YouTube'),
  contentTypes: list(choice(influencerContentTypes), influencerContentTypes.length, {
    count: 1,
    error: m.contentTypeRequired,
  }),
  projectScope: optionalText('line'),
  budgetRange: choice(influencerBudgetRanges).default('À négocier'),
});
/** Step 2: timeline and collaboration duration. */
export const influencerStep2Schema = z.object({
  timeline: requiredText('line', influencerLimits.text, m.timelineRequired),
  locationType: choice(workModes).default('Distanciel'),
  locationCity: optionalText('line'),
  collaborationDuration: choice(collaborationDurations).default('Court terme (1-3 mois)'),
  applicationDeadline: day,
  startDate: day,
});
/** Step 3: at least one deliverable. */
export const influencerStep3Schema = z.object({
  deliverables: list(choice(influencerDeliverables), influencerDeliverables.length, {
    count: 1,
    error: m.deliverableRequired,
  }),
});
/** Step 4: at least one role. */
export const influencerStep4Schema = z.object({
  roles: list(influencerRoleInputSchema, maxInfluencerRoles, { count: 1, error: m.noRole }),
});

/** Publishing: every step's fields at once (a step skipped through the API is refused). */
export const influencerProjectCreateSchema = influencerStep1Schema
  .extend(influencerStep2Schema.shape)
  .extend(influencerStep3Schema.shape)
  .extend(influencerStep4Schema.shape)
  .transform((project) => ({
    ...project,
    // The city only for on-site or hybrid work (spec 2 §2).
    locationCity: project.locationType === 'Distanciel' ? null : project.locationCity,
    contentTypes: [...new Set(project.contentTypes)],
    deliverables: [...new Set(project.deliverables)],
  }));
export type InfluencerProjectCreate = z.input<typeof influencerProjectCreateSchema>;
export type InfluencerProjectFields = z.output<typeof influencerProjectCreateSchema>;

const portfolioLink = singleLineText({ error: m.invalidLink })
  .max(influencerLimits.link, { error: fill(m.textTooLong, { max: influencerLimits.link }) })
  .transform((value) => normalizeLink(value))
  .refine((value) => value === '' || isValidLink(value), { error: m.invalidLink });

/** The application form (spec 2 §3): three required texts, links normalised and blanks dropped. */
export const influencerApplicationCreateSchema = z.object({
  coverLetter: requiredText('lines', influencerLimits.long),
  relevantExperience: requiredText('lines', influencerLimits.long),
  motivation: requiredText('lines', influencerLimits.long),
  portfolioLinks: z
    .array(portfolioLink, { error: m.invalidLink })
    .max(maxPortfolioLinks, { error: fill(m.tooMany, { max: maxPortfolioLinks }) })
    .default([])
    .transform((links) => [...new Set(links.filter((link) => link !== ''))]),
  availabilityStart: day,
  expectedCompensation: optionalText('line'),
  additionalInfo: optionalText('lines', influencerLimits.long),
});
export type InfluencerApplicationCreate = z.input<typeof influencerApplicationCreateSchema>;

export const influencerProjectListQuerySchema = z.object({
  q: singleLineText().trim().max(100).optional(),
  platform: z.enum(influencerPlatforms, { error: m.invalidChoice }).optional(),
  cursor: pageCursorSchema().optional(),
});
export type InfluencerProjectListQuery = z.infer<typeof influencerProjectListQuerySchema>;

/** The dashboard's status filter: the three stored statuses plus 'reviewing' (display only, spec 2 §4). */
export const applicationStatusFilters = ['pending', 'reviewing', 'accepted', 'refused'] as const;
export type ApplicationStatusFilter = (typeof applicationStatusFilters)[number];
export const applicationStatusOf = {
  'en attente': 'pending',
  approuvé: 'accepted',
  refusé: 'refused',
} as const satisfies Record<(typeof joinRequestStatuses)[number], ApplicationStatusFilter>;

export const influencerApplicationListQuerySchema = z.object({
  q: singleLineText().trim().max(100).optional(),
  status: z.enum(applicationStatusFilters, { error: m.invalidChoice }).optional(),
  roleId: z.guid({ error: m.invalidChoice }).optional(),
});
export type InfluencerApplicationListQuery = z.infer<typeof influencerApplicationListQuerySchema>;

export const influencerDecisionSchema = z.object({
  status: z.enum(['approuvé', 'refusé'], { error: m.invalidChoice }),
});

// Responses.
export const influencerRoleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  responsibilities: z.string().nullable(),
  requiredSkills: z.array(z.string()),
  experienceLevel: z.enum(roleExperienceLevels),
  timeCommitment: z.string().nullable(),
  compensationType: z.enum(compensationTypes),
  compensationDetails: z.string().nullable(),
  positionsAvailable: z.number(),
  positionsFilled: z.number(),
  isPriority: z.boolean(),
  /** The viewer may apply: signed in, not the owner, not a member, no pending application, a free position. */
  canApply: z.boolean(),
});
export type InfluencerRole = z.infer<typeof influencerRoleSchema>;

export const influencerDetailsSchema = z.object({
  platform: z.enum(influencerPlatforms),
  contentTypes: z.array(z.string()),
  projectScope: z.string().nullable(),
  budgetRange: z.enum(influencerBudgetRanges),
  timeline: z.string().nullable(),
  locationType: z.enum(workModes),
  locationCity: z.string().nullable(),
  collaborationDuration: z.enum(collaborationDurations),
  applicationDeadline: z.string().nullable(),
  startDate: z.string().nullable(),
  deliverables: z.array(z.string()),
});
export type InfluencerDetails = z.infer<typeof influencerDetailsSchema>;

/** The influencer part of a project: details (null for a project from the standard form) and roles. */
export const influencerProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  owner: projectPersonSchema,
  details: influencerDetailsSchema.nullable(),
  roles: z.array(influencerRoleSchema),
});
export type InfluencerProject = z.infer<typeof influencerProjectSchema>;
export const influencerProjectResultSchema = z.object({ project: influencerProjectSchema });

export const influencerCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  platform: z.enum(influencerPlatforms).nullable(),
  roles: z.array(z.string()),
  budgetRange: z.enum(influencerBudgetRanges).nullable(),
  budget: z.number().nullable(),
  deadline: z.string().nullable(),
  createdAt: z.string(),
  owner: projectPersonSchema,
});
export type InfluencerCard = z.infer<typeof influencerCardSchema>;
export const influencerCardListSchema = z.object({
  items: z.array(influencerCardSchema),
  nextCursor: z.string().nullable(),
});

export const influencerApplicationSchema = z.object({
  id: z.string(),
  status: z.enum(joinRequestStatuses),
  roleTitle: z.string(),
  roleId: z.string().nullable(),
  project: z.object({ id: z.string(), title: z.string() }),
  candidate: projectPersonSchema,
  coverLetter: z.string(),
  relevantExperience: z.string(),
  motivation: z.string(),
  portfolioLinks: z.array(z.string()),
  availabilityStart: z.string().nullable(),
  expectedCompensation: z.string().nullable(),
  additionalInfo: z.string().nullable(),
  createdAt: z.string(),
  /** The owner may accept or refuse: only while pending. */
  canDecide: z.boolean(),
});
export type InfluencerApplication = z.infer<typeof influencerApplicationSchema>;
export const influencerApplicationResultSchema = z.object({ application: influencerApplicationSchema });

export const influencerDashboardSchema = z.object({
  counters: z.object({
    total: z.number(),
    pending: z.number(),
    accepted: z.number(),
    activeProjects: z.number(),
  }),
  /** The member's own roles, for the role filter. */
  roles: z.array(z.object({ id: z.string(), title: z.string(), projectTitle: z.string() })),
  items: z.array(influencerApplicationSchema),
});
export type InfluencerDashboard = z.infer<typeof influencerDashboardSchema>;
