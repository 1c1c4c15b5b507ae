import { apiMessages } from '../messages/common.fr';
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
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const idParamSchema = z.object({ id: z.string().min(1).max(64) });

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
