import type { FieldErrors, FieldValues, Path } from 'react-hook-form';

/** What a field of a form shows for its error: its own text (if any) and whether it is marked invalid. */
export interface FieldMark {
  error: string | undefined;
  invalid: boolean;
}

/**
 * Spec 1 §3: empty required fields give one text for the whole form. The form shows it once, in its
 * banner, and marks every empty field the same way (aria-invalid, red border) without repeating it
 * under the field; any other error keeps its own text under its field.
 */
export function blankFieldsRule<V extends FieldValues>(
  errors: FieldErrors<V>,
  blankText: string,
  /** The banner's wording of it, when the page's differs (the register page ends it with a period). */
  bannerText = blankText,
) {
  const messageOf = (name: Path<V>): string | undefined => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };
  const anyBlank = Object.keys(errors).some((name) => messageOf(name as Path<V>) === blankText);
  return {
    /** The banner's text when a required field is empty, else null. */
    banner: anyBlank ? bannerText : null,
    field(name: Path<V>): FieldMark {
      const message = messageOf(name);
      return { error: message === blankText ? undefined : message, invalid: message !== undefined };
    },
  };
}
