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
});
export type LegalDetails = z.infer<typeof legalDetailsSchema>;
