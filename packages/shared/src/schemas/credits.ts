import { creditStatuses, projectTypes } from '../enums';
import { creditsMessages as m } from '../messages/credits.fr';
import { fill } from '../messages/fill';
import { idParams } from './common';
import { linkField } from './profile-fields';
import { nameText } from './text';
import { z } from './zod';

/** The first year of cinema (the Lumière brothers' projection): no credit is older. */
export const firstCreditYear = 1895;
export const creditLimits = { title: 200, role: 100 } as const;

/** The latest year a credit may carry: this year (a work from the future cannot be credited). */
export const lastCreditYear = (now = new Date()) => now.getFullYear();

const text = (max: number, required: string) =>
  nameText({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: fill(m.tooLong, { max }) });

const year = z
  .number({ error: () => fill(m.yearInvalid, { max: lastCreditYear() }) })
  .int({ error: () => fill(m.yearInvalid, { max: lastCreditYear() }) })
  .refine((value) => value >= firstCreditYear && value <= lastCreditYear(), {
    error: () => fill(m.yearInvalid, { max: lastCreditYear() }),
  });

const fields = {
  title: text(creditLimits.title, m.titleRequired),
  year,
  role: text(creditLimits.role, m.roleRequired),
  kind: z.enum(projectTypes, { error: m.kindInvalid }),
  link: linkField,
};

export const creditIdParamsSchema = idParams({ id: m.notFound });

/**
 * Body of POST /api/me/credits: a work from outside Plateau ('déclaré': title, year, role and kind required),
 * or only `projectId`: a finished Plateau project whose team the member was in (verified; the title, year,
 * kind and role come from the project).
 */
export const creditCreateSchema = z
  .object({
    projectId: z.guid({ error: m.notInTeam }).optional(),
    title: fields.title.optional(),
    year: fields.year.optional(),
    role: fields.role.optional(),
    kind: fields.kind.optional(),
    link: fields.link,
  })
  .strict()
  .superRefine((value, context) => {
    if (value.projectId) return;
    const required = [
      ['title', m.titleRequired],
      ['year', fill(m.yearInvalid, { max: lastCreditYear() })],
      ['role', m.roleRequired],
      ['kind', m.kindInvalid],
    ] as const;
    for (const [key, message] of required) {
      if (value[key] === undefined) context.addIssue({ code: 'custom', path: [key], message });
    }
  });
export type CreditCreateInput = z.input<typeof creditCreateSchema>;

/** Body of PATCH /api/credits/{id}: confirm or decline a proposed credit, or edit a declared one. */
export const creditUpdateSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('confirmer') }).strict(),
    z.object({ action: z.literal('refuser') }).strict(),
    z.object({ action: z.literal('modifier'), ...fields }).strict(),
  ],
  { error: m.invalidAction },
);
export type CreditUpdateInput = z.input<typeof creditUpdateSchema>;

export const creditSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  year: z.number().int(),
  role: z.string(),
  kind: z.enum(projectTypes),
  link: z.string().nullable(),
  status: z.enum(creditStatuses),
  /** The Plateau project it comes from (a verified credit), when it still exists. */
  projectId: z.string().nullable(),
  abilities: z.object({ confirm: z.boolean(), decline: z.boolean(), edit: z.boolean(), delete: z.boolean() }),
});
export type Credit = z.infer<typeof creditSchema>;

/** GET /api/users/{id}/credits: newest year first; the member's own list also holds the ones to confirm. */
export const creditListSchema = z.object({ items: z.array(creditSchema) });
export const creditResultSchema = z.object({ credit: creditSchema });
