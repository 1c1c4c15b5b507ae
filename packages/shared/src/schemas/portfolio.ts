import { fill } from '../messages/fill';
import { profileMessages as pm } from '../messages/profile.fr';
import { idParams } from './common';
import { linkField, optionalText, profileLimits } from './profile-fields';
import { nameText, singleLineText } from './text';
import { z } from './zod';

const title = nameText({ error: pm.portfolioTitleRequired })
  .trim()
  .min(1, { error: pm.portfolioTitleRequired })
  .max(profileLimits.portfolioTitle, { error: fill(pm.tooLong, { max: profileLimits.portfolioTitle }) });

const fields = {
  title,
  description: optionalText(profileLimits.portfolioDescription, { multiline: true }),
  /** An address returned by POST /api/uploads?kind=portfolio, or null. */
  imageUrl: singleLineText().max(profileLimits.imageUrl).nullable().optional(),
  projectUrl: linkField,
};

/** Body of POST /api/portfolio. */
export const portfolioCreateSchema = z.object(fields).strict();
export type PortfolioCreateInput = z.input<typeof portfolioCreateSchema>;

/** Body of PATCH /api/portfolio/:id. */
export const portfolioUpdateSchema = z.object(fields).partial().strict();
export type PortfolioUpdateInput = z.input<typeof portfolioUpdateSchema>;

export const portfolioItemSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  projectUrl: z.string().nullable(),
  createdAt: z.string(),
  abilities: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

/** A portfolio item addressed by id (a malformed one answers 404, as an unknown one). */
export const portfolioItemParamsSchema = idParams({ id: pm.portfolioNotFound });

/** Query of GET /api/portfolio: whose portfolio. */
export const portfolioQuerySchema = z.object({ userId: z.string().max(64) });

export const portfolioListSchema = z.object({ items: z.array(portfolioItemSchema) });
