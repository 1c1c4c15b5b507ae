import { apiMessages } from '../messages/api.fr';
import { multiLinePattern, oneLinePattern } from '../rules/control-characters';
import { z } from './zod';

// The patterns live in rules/control-characters.ts (no zod: the web reads them on its own too).
export { hasControlCharacters } from '../rules/control-characters';

type StringParams = Parameters<typeof z.string>[0];

/**
 * The one string schema of every one-line text field, query parameter and token: refuses control
 * characters with a French message. Chain trim(), min(), max() as with z.string().
 */
export const safeText = (params?: StringParams) =>
  z.string(params).regex(oneLinePattern, { error: apiMessages.controlCharacters });

/** The same for multi-line text (bio, descriptions, comments, messages): line breaks and tabs allowed. */
export const multilineText = (params?: StringParams) =>
  z.string(params).regex(multiLinePattern, { error: apiMessages.controlCharacters });
