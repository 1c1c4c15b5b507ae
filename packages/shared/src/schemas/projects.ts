import { z } from 'zod';
import {
  experienceLevels,
  memberVisibilities,
  projectRoles,
  projectStatuses,
  projectTypes,
  recruitmentFilters,
  storedProjectCategories,
} from '../enums';
import { fill } from '../messages/fill';
import { projectMessages as m } from '../messages/projects.fr';
import { idParams } from './common';
import { multiLineText, nameText, singleLineText } from './text';

export const projectPageSize = 12;
export const memberCandidatesPageSize = 20;
export const maxProjectTitleLength = 200;
export const maxProjectDescriptionLength = 5000;
/** The longest message a join request may carry (issue 33). */
export const maxJoinMessageLength = 500;
export const maxProjectTextLength = 200;
export const maxProjectTags = 20;
export const maxProjectTagLength = 40;
export const maxProjectBenefits = 12;
export const maxRequiredRoles = 20;
export const maxDisplayNameLength = 60;
/** The largest budget accepted; beyond it a figure is a typing mistake. */
export const maxProjectBudget = 100_000_000;
/** The cover image's size limit (spec 2 §9). */
export const maxCoverBytes = 5 * 1024 * 1024;

const uuid = (message: string) => z.guid({ error: message });

export const projectIdParamsSchema = idParams({ id: m.notFound });
export const projectMemberParamsSchema = idParams({ id: m.notFound, memberId: m.memberNotFound });
export const joinRequestIdParamsSchema = idParams({ id: m.requestNotFound });

/** A required text: a title (nameText) or a description (multiLineText). */
const requiredText = (max: number, text: typeof nameText | typeof multiLineText) =>
  text({ error: m.requiredFields })
    .trim()
    .min(1, { error: m.requiredFields })
    .max(max, { error: fill(m.textTooLong, { max }) });

/** A short one-line text (place, audience, genre, duration) that may be left empty: stored as null. */
const optionalText = (max = maxProjectTextLength) =>
  singleLineText({ error: m.textTooLong })
    .trim()
    .max(max, { error: fill(m.textTooLong, { max }) })
    .nullable()
    .transform((value) => value || null);

/** 'YYYY-MM-DD' of a real calendar day (no 30 February), or empty for none. */
export const isoDay = singleLineText({ error: m.invalidDate })
  .trim()
  .nullable()
  .transform((value, ctx) => {
    if (!value) return null;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const date = match ? new Date(`${value}T00:00:00Z`) : null;
    const year = Number(match?.[1]);
    if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
      ctx.addIssue({ code: 'custom', message: m.invalidDate });
      return z.NEVER;
    }
    if (year < 1900 || year > 2200) {
      ctx.addIssue({ code: 'custom', message: m.invalidDate });
      return z.NEVER;
    }
    return value;
  });

/** A budget in euros as a number or text ('1 500,50'), parsed as a decimal or null (spec 2 §5). */
const budget = z
  .union([z.number(), z.string(), z.null()], { error: m.invalidBudget })
  .transform((value, ctx) => {
    if (value === null) return null;
    const text = typeof value === 'number' ? String(value) : value.replace(/[\s\u00a0\u202f€]/g, '');
    if (text === '') return null;
    const amount = Number(text.replace(',', '.'));
    if (!Number.isFinite(amount) || (typeof value === 'string' && !/^-?\d+([.,]\d+)?$/.test(text))) {
      ctx.addIssue({ code: 'custom', message: m.invalidBudget });
      return z.NEVER;
    }
    if (amount < 0) {
      ctx.addIssue({ code: 'custom', message: m.negativeBudget });
      return z.NEVER;
    }
    if (amount > maxProjectBudget) {
      ctx.addIssue({ code: 'custom', message: m.budgetTooLarge });
      return z.NEVER;
    }
    return Math.round(amount * 100) / 100;
  });

const roleList = projectRoles.join(', ');
const projectRole = z.enum(projectRoles, {
  error: (issue) => fill(m.roleNotAllowed, { role: String(issue.input ?? ''), roles: roleList }),
});

/** A list of short texts, trimmed, without duplicates (any case); an empty list is stored as null. */
const textList = (options: { max: number; tooMany: string; duplicate: string }) =>
  z
    .array(
      singleLineText()
        .trim()
        .min(1, { error: m.tagEmpty })
        .max(maxProjectTagLength, { error: fill(m.tagTooLong, { max: maxProjectTagLength }) }),
    )
    .max(options.max, { error: fill(options.tooMany, { max: options.max }) })
    .nullable()
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      for (const item of list ?? []) {
        const key = item.toLocaleLowerCase('fr-FR');
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: options.duplicate });
        seen.add(key);
      }
    })
    .transform((list) => (list && list.length > 0 ? list : null));

/** Our own upload address (`/uploads/project-images/...`) or an http(s) address the server fetches. */
const coverImage = singleLineText({ error: m.invalidCoverUrl })
  .trim()
  .max(2000, { error: m.invalidCoverUrl })
  .nullable()
  .transform((value) => value || null)
  .refine((value) => value === null || value.startsWith('/uploads/') || /^https?:\/\//i.test(value), {
    error: m.invalidCoverUrl,
  });

const flag = z.boolean({ error: m.invalidFlag });

/** Every field of the project form (spec 2 §2) with its rule. */
const projectFields = {
  title: requiredText(maxProjectTitleLength, nameText),
  description: requiredText(maxProjectDescriptionLength, multiLineText),
  category: z.enum(storedProjectCategories, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? m.requiredFields : m.invalidCategory,
  }),
  budget,
  deadline: isoDay,
  startDate: isoDay,
  coverImage,
  requiredRoles: z
    .array(projectRole)
    .max(maxRequiredRoles, { error: fill(m.tooManyRoles, { max: maxRequiredRoles }) }),
  memberVisibilityDefault: z.enum(memberVisibilities, { error: m.invalidVisibility }),
  tags: textList({ max: maxProjectTags, tooMany: m.tooManyTags, duplicate: m.tagDuplicate }),
  projectLocation: optionalText(),
  targetAudience: optionalText(),
  genre: optionalText(),
  durationEstimate: optionalText(),
  experienceLevel: z.enum(experienceLevels, { error: m.invalidLevel }),
  projectType: z.enum(projectTypes, { error: m.invalidType }),
  equipmentProvided: flag,
  cateringProvided: flag,
  transportProvided: flag,
  accommodationProvided: flag,
  additionalBenefits: textList({
    max: maxProjectBenefits,
    tooMany: m.tooManyBenefits,
    duplicate: m.benefitDuplicate,
  }),
};

/** Spec 2 §5 (bad input): a deadline before the start date is refused. */
function deadlineAfterStart(
  value: { deadline?: string | null; startDate?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (value.deadline && value.startDate && value.deadline < value.startDate) {
    ctx.addIssue({ code: 'custom', message: m.deadlineBeforeStart, path: ['deadline'] });
  }
}

/** POST /api/projects: title, description and category required; the rest takes the spec's defaults. */
export const projectCreateSchema = z
  .object({
    ...projectFields,
    budget: projectFields.budget.optional().default(null),
    deadline: projectFields.deadline.optional().default(null),
    startDate: projectFields.startDate.optional().default(null),
    coverImage: projectFields.coverImage.optional().default(null),
    requiredRoles: projectFields.requiredRoles.optional().default([]),
    memberVisibilityDefault: projectFields.memberVisibilityDefault.optional().default('public'),
    tags: projectFields.tags.optional().default(null),
    projectLocation: projectFields.projectLocation.optional().default(null),
    targetAudience: projectFields.targetAudience.optional().default(null),
    genre: projectFields.genre.optional().default(null),
    durationEstimate: projectFields.durationEstimate.optional().default(null),
    experienceLevel: projectFields.experienceLevel.optional().default('intermédiaire'),
    projectType: projectFields.projectType.optional().default('autre'),
    equipmentProvided: flag.optional().default(false),
    cateringProvided: flag.optional().default(false),
    transportProvided: flag.optional().default(false),
    accommodationProvided: flag.optional().default(false),
    additionalBenefits: projectFields.additionalBenefits.optional().default(null),
  })
  .superRefine(deadlineAfterStart);
export type ProjectCreateInput = z.input<typeof projectCreateSchema>;
export type ProjectCreate = z.output<typeof projectCreateSchema>;

/** PATCH /api/projects/{id}: any of the fields; the server checks the dates against the stored ones. */
export const projectUpdateSchema = z
  .object(projectFields)
  .partial()
  .superRefine(deadlineAfterStart)
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: m.nothingToChange,
  });
export type ProjectUpdateInput = z.input<typeof projectUpdateSchema>;
export type ProjectUpdate = z.output<typeof projectUpdateSchema>;

/** PUT /api/projects/{id}/status. */
export const projectStatusUpdateSchema = z.object({
  status: z.enum(projectStatuses, { error: m.invalidStatus }),
});
export type ProjectStatusUpdate = z.infer<typeof projectStatusUpdateSchema>;

const cursor = singleLineText()
  .max(200, { error: m.invalidCursor })
  .regex(/^[\w-]+$/, { error: m.invalidCursor })
  .optional();
const search = singleLineText()
  .trim()
  .max(100, { error: fill(m.textTooLong, { max: 100 }) })
  .optional();

/** GET /api/projects: search (title, description, tags), filters, keyset page. */
export const projectListQuerySchema = z.object({
  q: search,
  category: z.enum(storedProjectCategories, { error: m.invalidCategory }).optional(),
  status: z.enum(projectStatuses, { error: m.invalidStatus }).optional(),
  recruiting: z.enum(recruitmentFilters, { error: m.invalidRecruitment }).optional(),
  cursor,
  limit: z.coerce.number().int().min(1).max(50).default(projectPageSize),
});
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;

/** GET /api/projects/{id}/member-candidates: the owner's accepted connections not in the project. */
export const memberCandidatesQuerySchema = z.object({
  q: search,
  cursor,
  limit: z.coerce.number().int().min(1).max(50).default(memberCandidatesPageSize),
});
export type MemberCandidatesQuery = z.input<typeof memberCandidatesQuerySchema>;

/** POST /api/projects/{id}/members: add one of the owner's accepted connections. */
export const memberAddSchema = z.object({
  userId: uuid(m.selectConnection),
  role: projectRole.optional().default('membre'),
});
export type MemberAddInput = z.input<typeof memberAddSchema>;

const displayName = nameText()
  .trim()
  .max(maxDisplayNameLength, { error: fill(m.displayNameTooLong, { max: maxDisplayNameLength }) })
  .nullable()
  .transform((value) => value || null);

/**
 * PATCH /api/projects/{id}/members/{memberId}: the owner changes the role; the member's own row also
 * takes showProfile and displayName (the same fields as PATCH .../members/me).
 */
export const memberUpdateSchema = z
  .object({ role: projectRole.optional(), showProfile: flag.optional(), displayName: displayName.optional() })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: m.nothingToChange,
  });
export type MemberUpdateInput = z.input<typeof memberUpdateSchema>;

/** PATCH /api/projects/{id}/members/me: the member's own visibility in the team. */
export const memberVisibilityUpdateSchema = z.object({
  showProfile: flag,
  displayName: displayName.optional(),
});
export type MemberVisibilityUpdate = z.input<typeof memberVisibilityUpdateSchema>;

/** POST /api/projects/{id}/join-requests: the wished role, mapped by mapJoinRole. */
export const joinRequestCreateSchema = z.object({
  role: nameText({ error: m.chooseRole })
    .trim()
    .min(1, { error: m.chooseRole })
    .max(100, { error: fill(m.textTooLong, { max: 100 }) }),
  /** An optional word to the owner, read beside the request; empty is no message. */
  message: multiLineText({ error: m.joinMessageTooLong })
    .trim()
    .max(maxJoinMessageLength, { error: m.joinMessageTooLong })
    .optional()
    .transform((value) => value || null),
});
export type JoinRequestCreateInput = z.input<typeof joinRequestCreateSchema>;

/** PATCH /api/join-requests/{id}: the owner accepts or refuses. */
export const joinRequestAnswerSchema = z.object({
  status: z.enum(['approuvé', 'refusé'], { error: m.invalidAnswer }),
});
export type JoinRequestAnswer = z.infer<typeof joinRequestAnswerSchema>;
