/**
 * Control characters (C0, DEL and C1): PostgreSQL refuses NUL, and none belongs in what a member types.
 * Multi-line text keeps the line feed, the carriage return and the tab.
 */
export const oneLinePattern = /^\P{Cc}*$/u;
export const multiLinePattern = /^(?:[\t\n\r]|\P{Cc})*$/u;

/**
 * Characters that are not text: a lone surrogate (half of a pair, from a JSON `\ud800` escape) and U+FFFD,
 * what invalid UTF-8 becomes once decoded. Refused in every text field rather than stored replaced.
 */
export const unreadablePattern = /[\p{Cs}\uFFFD]/u;

/**
 * Invisible characters that change how a name reads without showing: bidirectional controls (U+202A–U+202E,
 * U+2066–U+2069, U+200E/U+200F, U+061C) and zero-width ones (U+200B–U+200D, U+2060 and the invisible
 * operators up to U+2064, U+FEFF). Refused in names and titles (display-name spoofing), kept in free text.
 */
export const invisiblePattern = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/u;

/** True when the text holds a control character (a line break or a tab counts only when oneLine). */
export const hasControlCharacters = (value: string, oneLine = true): boolean =>
  !(oneLine ? oneLinePattern : multiLinePattern).test(value);

/** True when the text holds a lone surrogate or U+FFFD. */
export const hasUnreadableCharacters = (value: string): boolean => unreadablePattern.test(value);

/** Line breaks as the browser's text areas send them: '\r\n' (and a lone '\r') become '\n'. */
export const normalizeLineBreaks = (value: string): string => value.replace(/\r\n?/g, '\n');
