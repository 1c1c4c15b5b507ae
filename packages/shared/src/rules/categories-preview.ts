/** Categories shown on a magazine card (spec 1, section 9). */
export const cardCategoriesShown = 2;

/** The first `max` items and how many more there are (shown as '+N' when above 0). */
export function categoriesPreview<T>(
  categories: readonly T[],
  max: number = cardCategoriesShown,
): { shown: T[]; more: number } {
  const limit = Math.max(0, Math.floor(max));
  return { shown: categories.slice(0, limit), more: Math.max(0, categories.length - limit) };
}

/** The '+N' counter, or null when every item is shown. */
export function previewMoreLabel(more: number): string | null {
  return more > 0 ? `+${more}` : null;
}
