import { apiMessages } from '../messages/common.fr';
import { z } from './zod';

/**
 * Control characters (C0, DEL and C1): PostgreSQL refuses NUL, and none belongs in what a member types.
 * Multi-line text keeps the line feed, the carriage return and the tab.
 */
const oneLinePattern = /^\P{Cc}*$/u;
const multiLinePattern = /^(?:[\t\n\r]|\P{Cc})*$/u;

/** True when the text holds a control character (a line break or a tab counts only when oneLine). */
export const hasControlCharacters = (value: string, oneLine = true): boolean =>
  !(oneLine ? oneLinePattern : multiLinePattern).test(value);

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
