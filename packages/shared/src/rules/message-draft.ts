import { hasControlCharacters, hasUnreadableCharacters } from './control-characters';

/** The longest message (spec 1 §5). */
export const maxMessageLength = 5000;

/**
 * True when a draft may be sent (the send button is disabled otherwise): 1 to 5,000 characters (code points,
 * as zod counts them) once trimmed, no control character but line breaks and tabs, no lone surrogate nor U+FFFD. The same rule as `messageContentSchema`, without zod, so
 * the messages page does not load it (schemas/messaging.test.ts checks they agree).
 */
export const canSendDraft = (draft: string) => {
  const text = draft.trim();
  const length = [...text].length;
  return (
    length >= 1 &&
    length <= maxMessageLength &&
    !hasControlCharacters(text, false) &&
    !hasUnreadableCharacters(text)
  );
};
