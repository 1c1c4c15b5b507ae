import { z } from './zod';

/** The publisher's details the legal pages show (GET /api/site/legal), read from the configuration. */
export const legalDetailsSchema = z.object({
  companyName: z.string(),
  legalForm: z.string(),
  capital: z.string(),
  address: z.string(),
  siret: z.string(),
  vatNumber: z.string(),
  publicationDirector: z.string(),
  hostName: z.string(),
  hostAddress: z.string(),
  contactEmail: z.string(),
  /** The publisher's and the host's telephone (LCEN art. 6). */
  phone: z.string(),
  hostPhone: z.string(),
  /** The consumer mediator the terms name. */
  mediatorName: z.string(),
  mediatorUrl: z.string(),
  /** The legal pages' 'Dernière mise à jour' (YYYY-MM-DD). */
  updatedAt: z.string(),
  /** The product's social accounts (the footer's icons); null when not configured. */
  instagramUrl: z.string().nullable(),
  xUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
});
export type LegalDetails = z.infer<typeof legalDetailsSchema>;
