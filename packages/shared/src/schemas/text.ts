import { apiMessages } from '../messages/api.fr';
import {
  invisiblePattern,
  multiLinePattern,
  normalizeLineBreaks,
  oneLinePattern,
  unreadablePattern,
} from '../rules/control-characters';
import { z } from './zod';

// The patterns live in rules/control-characters.ts (no zod: the web reads them on its own too).
export { hasControlCharacters, hasUnreadableCharacters } from '../rules/control-characters';

type StringParams = Parameters<typeof z.string>[0];

const readable = (schema: z.ZodString) =>
  schema.refine((value) => !unreadablePattern.test(value), { error: apiMessages.unreadableCharacters });

/**
 * The string schema of every one-line text field, query parameter and token (a city, a tag, a search): refuses
 * control characters (line breaks and tabs included), lone surrogates and U+FFFD, each with its French message.
 * Chain trim(), min(), max() as with z.string().
 */
export const singleLineText = (params?: StringParams) =>
  readable(z.string(params).regex(oneLinePattern, { error: apiMessages.controlCharacters }));

/**
 * Multi-line text (a bio, a description, an article, a comment, a message, a letter): line breaks and tabs
 * allowed, '\r\n' stored as '\n' (before the length is counted); the rest as singleLineText.
 */
export const multiLineText = (params?: StringParams) =>
  readable(
    z
      .string(params)
      .overwrite(normalizeLineBreaks)
      .regex(multiLinePattern, { error: apiMessages.controlCharacters }),
  );

/**
 * A name or a title, one line that identifies someone or something (full name, project, article, task or
 * portfolio title, role, display name): singleLineText, and no invisible bidirectional or zero-width
 * character, which would let a name pass for another.
 */
export const nameText = (params?: StringParams) =>
  singleLineText(params).refine((value) => !invisiblePattern.test(value), {
    error: apiMessages.invisibleCharacters,
  });
