import { availabilityStatuses, type ProjectRole } from '../enums';
import { fill } from '../messages/fill';
import { profileMessages as pm } from '../messages/profile.fr';
import { profileLimits } from './profile-fields';
import { singleLineText } from './text';
import { z } from './zod';

export const talentsPageSize = 20;
export const maxSkillFilters = 10;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Skills arrive as repeated parameters or a comma-separated list. */
const skillList = (value: unknown): unknown => {
  if (value === undefined || value === null || value === '') return undefined;
  const list = Array.isArray(value) ? value : [value];
  return list
    .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
    .map((item) => (typeof item === 'string' ? item.trim() : item))
    .filter((item) => item !== '');
};

/** The roles of the filter 'A travaillé comme…': the project roles a credit names (not 'membre', not 'autre'). */
export const creditRoleFilters = [
  'réalisateur',
  'cadreur',
  'monteur',
  'ingénieur son',
  'acteur',
  'producteur',
  'scénariste',
] as const satisfies readonly ProjectRole[];
export type CreditRoleFilter = (typeof creditRoleFilters)[number];

/** Query of GET /api/talents; the web keeps the same names in its URL. */
export const talentsQuerySchema = z.object({
  q: z.preprocess(
    blankToUndefined,
    singleLineText()
      .trim()
      .max(100, { error: fill(pm.tooLong, { max: 100 }) })
      .optional(),
  ),
  availability: z.preprocess(
    blankToUndefined,
    z.enum(availabilityStatuses, { error: pm.invalidAvailability }).optional(),
  ),
  profession: z.preprocess(
    blankToUndefined,
    singleLineText()
      .trim()
      .max(profileLimits.profession, { error: fill(pm.tooLong, { max: profileLimits.profession }) })
      .optional(),
  ),
  creditRole: z.preprocess(
    blankToUndefined,
    z.enum(creditRoleFilters, { error: pm.invalidCreditRole }).optional(),
  ),
  location: z.preprocess(
    blankToUndefined,
    singleLineText()
      .trim()
      .max(profileLimits.location, { error: fill(pm.tooLong, { max: profileLimits.location }) })
      .optional(),
  ),
  skills: z.preprocess(
    skillList,
    z
      .array(
        singleLineText().max(profileLimits.skill, { error: fill(pm.tooLong, { max: profileLimits.skill }) }),
      )
      .max(maxSkillFilters)
      .optional(),
  ),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(talentsPageSize),
});
export type TalentsQuery = z.output<typeof talentsQuerySchema>;

export const talentCardSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  profession: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  skills: z.array(z.string()),
  availabilityStatus: z.string(),
  createdAt: z.string(),
});
export type TalentCard = z.infer<typeof talentCardSchema>;

export const talentsPageSchema = z.object({
  items: z.array(talentCardSchema),
  page: z.number(),
  pageSize: z.number(),
  hasMore: z.boolean(),
});
export type TalentsPage = z.infer<typeof talentsPageSchema>;

export const skillsListSchema = z.object({ skills: z.array(z.string()) });
