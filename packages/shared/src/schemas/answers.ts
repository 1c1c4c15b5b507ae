import { z } from './zod';

/** A 204 answer: no body. */
export const noContentSchema = z.undefined();

/** An answer the web does not read (better-auth's payloads, checked by the server). */
export const unreadAnswerSchema = z.unknown();
