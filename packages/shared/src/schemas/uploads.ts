import { z } from './zod';

/** Answer of POST /api/uploads. */
export const uploadKinds = ['avatar', 'portfolio', 'project'] as const;
export type UploadKind = (typeof uploadKinds)[number];
export const uploadQuerySchema = z.object({ kind: z.enum(uploadKinds).default('avatar') });
export const uploadResultSchema = z.object({ url: z.string() });
