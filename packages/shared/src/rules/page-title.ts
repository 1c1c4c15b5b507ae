/**
 * A page's tab title: its own words, the most particular first, then the site's name
 * (`pageTitleOf('Talents')` is 'Talents · Plateau', `pageTitleOf('Membres', 'Administration')`
 * 'Membres · Administration · Plateau'). Every title but the landing page's is made so.
 */
export const pageTitleOf = (...parts: readonly string[]): string => [...parts, 'Plateau'].join(' · ');
