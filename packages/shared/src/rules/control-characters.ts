/**
 * Control characters (C0, DEL and C1): PostgreSQL refuses NUL, and none belongs in what a member types.
 * Multi-line text keeps the line feed, the carriage return and the tab.
 */
export const oneLinePattern = /^\P{Cc}*$/u;
export const multiLinePattern = /^(?:[\t\n\r]|\P{Cc})*$/u;

/** True when the text holds a control character (a line break or a tab counts only when oneLine). */
export const hasControlCharacters = (value: string, oneLine = true): boolean =>
  !(oneLine ? oneLinePattern : multiLinePattern).test(value);
