import { apiMessages } from '../messages/api.fr';
import { z } from './zod';

/** An opaque paging position (base64url of the last item's sort key), with the one French refusal. */
export const pageCursorSchema = (maxLength = 200) =>
  z
    .string()
    .max(maxLength, { error: apiMessages.invalidCursor })
    .regex(/^[\w-]+$/, { error: apiMessages.invalidCursor });

/** The one error shape of the API. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** A page that says more (a suspended account's sign-in: the signed link of its decision). */
    link: z.string().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorCodes = [
  'validation',
  'invalid_json',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'internal',
  'invalid_credentials',
  'email_taken',
  'invalid_token',
  'same_password',
  'invalid_password',
  'unavailable',
  'uri_too_long',
  'headers_too_large',
  'email_not_confirmed',
  'invalid_code',
  'account_pending_deletion',
  'account_purged',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** True for an id in the database's uuid form (the one id check of the code base). */
export const isId = (value: string): boolean => z.guid().safeParse(value).success;

/**
 * Path params made of ids, each with its area's French "not found" text: `idParams({ id: m.notFound })`.
 * The server answers a malformed id with 404 and that text (one rule in its error handler), as an
 * unknown id.
 */
export function idParams<const K extends string>(notFoundTexts: Record<K, string>) {
  const shape = {} as Record<K, z.ZodGUID>;
  for (const key of Object.keys(notFoundTexts) as K[]) shape[key] = z.guid({ error: notFoundTexts[key] });
  return z.object(shape);
}

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** What GET /api/ready checks, each 'ok' or 'en échec' (French, read by an operator). */
export const readinessParts = ['database', 'storage', 'jobs'] as const;
export const readinessSchema = z.object({
  status: z.enum(['prêt', 'indisponible']),
  checks: z.record(z.enum(readinessParts), z.enum(['ok', 'en échec'])),
});
export type Readiness = z.infer<typeof readinessSchema>;
